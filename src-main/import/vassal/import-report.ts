import { byWindow, describeRule } from '../../../shared/import/vassal/describe-import.js';
import type { VassalMapping } from '../../../shared/import/vassal/mapping.js';
import type { VassalImportRequest, VassalImportResult } from './import-vassal.js';

/**
 * What an import made, as the CLI prints it: built in the worker beside the campaign (which stays
 * there), so only these lines, the mapping and a count cross back to the caller.
 */
export interface VassalImportReport {
  lines: string[];
  mapping: VassalMapping;
  guessed: boolean;
  units: number;
}

export function importReport(r: VassalImportResult, req: VassalImportRequest, file: string): VassalImportReport {
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const units = r.campaign.setup.units;
  out(`created ${file}: ${r.campaign.name} (ruleset ${r.mapping.ruleset})`);
  const map = r.campaign.game.map;
  out(
    `  map:      ${map.columns} x ${map.rows} hexes, ${map.sections.length} board(s), ${map.backdrop?.boards.length ?? 0} picture(s)`,
  );
  for (const side of r.mapping.sides)
    out(`  side ${side.id}: ${units.filter((u) => u.side === side.id).length} units (${describeRule(side.rule)})`);
  out(`  types:    ${r.campaign.game.unitTypes.map((t) => t.name).join(', ')}`);
  const skipped = r.sorted.filter((s) => s.skipped);
  if (skipped.length)
    out(`  skipped:  ${skipped.length} pieces (${[...new Set(skipped.map((s) => s.typeKey))].slice(0, 8).join(', ')})`);
  if (r.offGrid.length) {
    out(`  off the map: ${r.offGrid.length} pieces`);
    for (const [window, list] of byWindow(r.offGrid))
      out(
        `    ${window}: ${list.length} (${list
          .slice(0, 6)
          .map((p) => p.name)
          .join(', ')}${list.length > 6 ? ', ...' : ''})`,
      );
  }
  for (const w of r.warnings) out(`  note: ${w}`);
  for (const a of r.artProblems) out(`  no picture: ${a}`);
  for (const v of r.sources.filter((s) => s.from !== 'module' && s.from !== 'referee'))
    out(`  ${v.what}: ${v.value} (${v.from})`);
  if (!req.save && !req.setup) {
    out('  no save given: no unit placed; the pieces became unit types');
    if (r.module.setups.length)
      out(
        `  the module holds ${r.module.setups.length} set-up(s), give one with --setup: ${r.module.setups
          .slice(0, 10)
          .map((s) => `"${s.name}"`)
          .join(', ')}${r.module.setups.length > 10 ? ', ...' : ''}`,
      );
    if (r.map.boards.length > 1)
      out(
        `  map "${r.map.name}" offers ${r.map.boards.length} boards; laid: ${r.campaign.game.map.backdrop?.boards.map((b) => b.name).join(', ')} (pick others with "boards" in the mapping)`,
      );
  }
  return { lines, mapping: r.mapping, guessed: r.guessed, units: units.length };
}
