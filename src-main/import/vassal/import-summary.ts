import type { VassalMapping } from '../../../shared/import/vassal/mapping.js';
import type { VassalImportResult } from './import-vassal.js';

/** What an import made, in the few figures the CLI prints: small enough to leave the worker. */
export interface VassalImportSummary {
  name: string;
  mapping: VassalMapping;
  guessed: boolean;
  map: { columns: number; rows: number; sections: number; pictures: number };
  unitsBySide: Record<string, number>;
  units: number;
  types: string[];
  skipped: { pieces: number; keys: string[] };
  offGrid: Array<{ name: string; where: string }>;
}

export function summarize(r: VassalImportResult): VassalImportSummary {
  const units = r.campaign.setup.units;
  const map = r.campaign.game.map;
  const unitsBySide: Record<string, number> = {};
  for (const u of units) unitsBySide[u.side] = (unitsBySide[u.side] ?? 0) + 1;
  const skipped = r.sorted.filter((s) => s.skipped);
  return {
    name: r.campaign.name,
    mapping: r.mapping,
    guessed: r.guessed,
    map: {
      columns: map.columns,
      rows: map.rows,
      sections: map.sections.length,
      pictures: map.backdrop?.boards.length ?? 0,
    },
    unitsBySide,
    units: units.length,
    types: r.campaign.game.unitTypes.map((t) => t.name),
    skipped: { pieces: skipped.length, keys: [...new Set(skipped.map((s) => s.typeKey))] },
    offGrid: r.offGrid,
  };
}
