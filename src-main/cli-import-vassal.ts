import { resolve } from 'node:path';
import type { CampaignService } from './service/campaign-service.js';
import { prepareVassalImport, refuseExisting, templateGame } from './import/vassal/import-vassal.js';
import { ImportError } from './import/vassal/import-error.js';
import { appRoot } from './paths.js';
import { writeOutput } from './service/output-guard.js';
import { RULESET_IDS, type RulesetId } from '../shared/model/ruleset-ids.js';

/**
 * `quartermaster import-vassal <module.vmod> [--save <game.vsav>] [--ruleset <id>] [--mapping <m.json>] --out <file.qmc>`:
 * a campaign from a VASSAL module and a scenario save. Without --mapping the sides and types are
 * guessed as the wizard would, printed, and written to <out>.mapping.json for the referee to edit.
 * --out never replaces a file; a refused import writes nothing.
 */
export { IMPORT_VASSAL_USAGE } from './cli-wizard-usage.js';

export function runImportVassal(
  service: CampaignService,
  args: string[],
  values: { out?: string; save?: string; ruleset?: string; mapping?: string },
  io: { out: (line: string) => void },
): number {
  if (args.length !== 1) throw new ImportError('import-vassal: expected one module file (.vmod)');
  if (!values.out) throw new ImportError('import-vassal: --out <file.qmc> is required');
  if (values.ruleset !== undefined && !(RULESET_IDS as readonly string[]).includes(values.ruleset))
    throw new ImportError(`import-vassal: --ruleset must be one of ${RULESET_IDS.join(', ')}, not "${values.ruleset}"`);
  const out = resolve(values.out);
  const mappingOut = `${out}.mapping.json`;
  refuseExisting(out);
  if (!values.mapping) refuseExisting(mappingOut);
  const r = prepareVassalImport(
    { module: args[0]!, save: values.save, ruleset: values.ruleset as RulesetId | undefined, mapping: values.mapping },
    templateGame(appRoot()),
  );
  const s = service.createCampaign(r.campaign, out);
  const units = r.campaign.setup.units;
  io.out(`created ${s.file}: ${s.name} (ruleset ${r.mapping.ruleset})`);
  const map = r.campaign.game.map;
  io.out(
    `  map:      ${map.columns} x ${map.rows} hexes, ${map.sections.length} board(s), ${map.backdrop?.boards.length ?? 0} picture(s)`,
  );
  for (const side of r.mapping.sides) {
    const rule =
      side.rule.by === 'property'
        ? `${side.rule.key} = ${side.rule.value}`
        : side.rule.by === 'prototype'
          ? `prototype ${side.rule.name}`
          : `name starts "${side.rule.prefix}"`;
    io.out(`  side ${side.id}: ${units.filter((u) => u.side === side.id).length} units (${rule})`);
  }
  io.out(`  types:    ${r.campaign.game.unitTypes.map((t) => t.name).join(', ')}`);
  const skipped = r.sorted.filter((s) => s.skipped);
  if (skipped.length)
    io.out(
      `  skipped:  ${skipped.length} pieces (${[...new Set(skipped.map((s) => s.typeKey))].slice(0, 8).join(', ')})`,
    );
  if (r.offGrid.length) {
    io.out(`  off the grid: ${r.offGrid.length} pieces`);
    for (const p of r.offGrid.slice(0, 20)) io.out(`    ${p.name}: ${p.where}`);
  }
  if (!values.save) io.out('  no save given: no unit placed; the pieces became unit types');
  if (r.guessed) {
    writeOutput(mappingOut, JSON.stringify(r.mapping, null, 1) + '\n', s.file, false);
    io.out(`guessed the mapping; wrote ${mappingOut} (edit it and re-run with --mapping)`);
  }
  return 0;
}
