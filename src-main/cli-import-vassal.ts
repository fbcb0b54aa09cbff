import { resolve } from 'node:path';
import type { CampaignService } from './service/campaign-service.js';
import { prepareVassalImport, refuseExisting, templateGame } from './import/vassal/import-vassal.js';
import { ImportError } from './import/vassal/import-error.js';
import { appRoot } from './paths.js';
import { writeOutput } from './service/output-guard.js';
import { byWindow, describeRule } from '../shared/import/vassal/describe-import.js';
import { RULESET_IDS, type RulesetId } from '../shared/model/ruleset-ids.js';

/**
 * `quartermaster import-vassal <module.vmod> [--save <game.vsav>] [--ruleset <id>] [--mapping <m.json>] --out <file.qmc>`:
 * a campaign from a VASSAL module and a scenario save. Without --mapping the sides and types are
 * guessed as the wizard would, printed, and written to <out>.mapping.json for the referee to edit.
 * --out never replaces a file; a refused import writes nothing.
 */
export { IMPORT_VASSAL_USAGE } from './cli-wizard-usage.js';

export async function runImportVassal(
  service: CampaignService,
  args: string[],
  values: { out?: string; save?: string; setup?: string; ruleset?: string; mapping?: string },
  io: { out: (line: string) => void },
): Promise<number> {
  if (args.length !== 1) throw new ImportError('import-vassal: expected one module file (.vmod)');
  if (!values.out) throw new ImportError('import-vassal: --out <file.qmc> is required');
  if (values.ruleset !== undefined && !(RULESET_IDS as readonly string[]).includes(values.ruleset))
    throw new ImportError(`import-vassal: --ruleset must be one of ${RULESET_IDS.join(', ')}, not "${values.ruleset}"`);
  const out = resolve(values.out);
  const mappingOut = `${out}.mapping.json`;
  refuseExisting(out);
  if (!values.mapping) refuseExisting(mappingOut);
  const r = await prepareVassalImport(
    {
      module: args[0]!,
      save: values.save,
      setup: values.setup,
      ruleset: values.ruleset as RulesetId | undefined,
      mapping: values.mapping,
    },
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
    io.out(`  side ${side.id}: ${units.filter((u) => u.side === side.id).length} units (${describeRule(side.rule)})`);
  }
  io.out(`  types:    ${r.campaign.game.unitTypes.map((t) => t.name).join(', ')}`);
  const skipped = r.sorted.filter((s) => s.skipped);
  if (skipped.length)
    io.out(
      `  skipped:  ${skipped.length} pieces (${[...new Set(skipped.map((s) => s.typeKey))].slice(0, 8).join(', ')})`,
    );
  if (r.offGrid.length) {
    io.out(`  off the map: ${r.offGrid.length} pieces`);
    for (const [window, list] of byWindow(r.offGrid))
      io.out(
        `    ${window}: ${list.length} (${list
          .slice(0, 6)
          .map((p) => p.name)
          .join(', ')}${list.length > 6 ? ', ...' : ''})`,
      );
  }
  for (const w of r.warnings) io.out(`  note: ${w}`);
  for (const a of r.artProblems) io.out(`  no picture: ${a}`);
  for (const v of r.sources.filter((s) => s.from !== 'module' && s.from !== 'referee'))
    io.out(`  ${v.what}: ${v.value} (${v.from})`);
  if (!values.save && !values.setup) {
    io.out('  no save given: no unit placed; the pieces became unit types');
    if (r.module.setups.length)
      io.out(
        `  the module holds ${r.module.setups.length} set-up(s), give one with --setup: ${r.module.setups
          .slice(0, 10)
          .map((s) => `"${s.name}"`)
          .join(', ')}${r.module.setups.length > 10 ? ', ...' : ''}`,
      );
    if (r.map.boards.length > 1)
      io.out(
        `  map "${r.map.name}" offers ${r.map.boards.length} boards; laid: ${r.campaign.game.map.backdrop?.boards.map((b) => b.name).join(', ')} (pick others with "boards" in the mapping)`,
      );
  }
  if (r.guessed) {
    writeOutput(mappingOut, JSON.stringify(r.mapping, null, 1) + '\n', s.file, false);
    io.out(`guessed the mapping; wrote ${mappingOut} (edit it and re-run with --mapping)`);
  }
  return 0;
}
