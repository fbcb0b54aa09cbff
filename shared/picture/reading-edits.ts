import type { HexGrid } from '../hex/hex-grid.js';
import type { GenericGameEdit } from '../model/game-edit.js';
import type { GameDefinition } from '../model/game-schema.js';
import { chainLinks } from './apply-reading.js';
import type { HexsideProposal } from './read-picture.js';

/** The largest paint edit the game-edit schema takes. */
const MAX_PAINT = 100_000;

/**
 * What a reading of a VASSAL-imported campaign's boards changes in that campaign's game, as game
 * edits: one paint per terrain type for the hexes whose terrain changed,
 * one hexside edit per accepted feature, one route per joined run of accepted road or rail links.
 * Each becomes a logged command, so undo and the archive keep the reading like any other edit.
 */
export function readingEdits(
  before: GameDefinition,
  after: GameDefinition,
  grid: HexGrid,
  accepted: readonly HexsideProposal[],
): GenericGameEdit[] {
  const idOf = new Map(after.terrain.map((t) => [t.code, t.id]));
  const byTerrain = new Map<string, string[]>();
  for (let i = 0; i < grid.size; i++) {
    if (!grid.exists[i]) continue;
    const now = after.map.hexes[grid.row(i)]![grid.col(i)]!;
    if (now === before.map.hexes[grid.row(i)]![grid.col(i)]) continue;
    const id = idOf.get(now)!;
    byTerrain.set(id, [...(byTerrain.get(id) ?? []), grid.printedId(i)]);
  }
  const edits: GenericGameEdit[] = [];
  for (const [terrain, hexes] of byTerrain)
    for (let k = 0; k < hexes.length; k += MAX_PAINT)
      edits.push({ type: 'paint', terrain, hexes: hexes.slice(k, k + MAX_PAINT) });
  for (const p of accepted)
    if (p.kind === 'hexside')
      edits.push({ type: 'hexside', a: grid.printedId(p.a), b: grid.printedId(p.b), feature: p.feature });
  for (const route of [...new Set(accepted.filter((p) => p.kind === 'route').map((p) => p.feature))]) {
    const links = accepted.filter((p) => p.kind === 'route' && p.feature === route);
    for (const path of chainLinks(links))
      edits.push({ type: 'route', route, hexes: path.map((i) => grid.printedId(i)) });
  }
  return edits;
}
