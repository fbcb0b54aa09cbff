import { drawDirection, readingNote, readingsOf, walledOff } from '../../engine/readings.js';
import type { PathSearch } from '../../hex/path-search.js';
import { valueAtOrNextTo } from './near.js';
import type { SideContext } from './side-context.js';
import type { Supplier } from './trace-supply.js';
import type { TraceSources } from './trace-sources.js';
import { formationDrawSource } from './trace-rules.js';

/**
 * Where a unit's draw (12.3a) ends on the search just run for its mobility: its own hex, or under
 * the 12.3c reading a hex next to its walled-off hex (with the reading that decided it); none.
 */
export function drawEnd(
  sideCtx: SideContext,
  search: PathSearch,
  at: number,
  mobility: string,
  adjacentIfWalled: boolean,
  direction: ReturnType<typeof drawDirection>,
): { i: number; reading: string | undefined } | undefined {
  if (search.reached(at)) return { i: at, reading: undefined };
  // 12.3c "regardless of terrain (even if prohibited)", when the game reads it so: a unit
  // whose hex is walled off gets the supply that reaches a hex next to it
  if (!adjacentIfWalled || !walledOff(sideCtx.graph, at, mobility, direction)) return undefined;
  const i = search.coveredVia(at);
  if (i < 0) return undefined;
  return { i, reading: `its hex is walled off for ${mobility} MP: ${readingNote(sideCtx.game, 'walledOffHex')}` };
}

/** The supplier of a draw ending at `end` (a source's hex, or one next to it: 12.3c), `mp` from the unit. */
export function drawSupplier(
  sideCtx: SideContext,
  sources: TraceSources,
  end: number,
  mp: number,
  mobility: string,
  reading: string | undefined,
  path: string[],
  drawKey: (hex: number) => string = (hex) => `draw:${hex}`,
): Supplier {
  const source = nearestSource(sideCtx, sources, end);
  // 12.6f: the key names the direct-draw source a formation traces to
  const one = formationDrawSource(source.kind, readingsOf(sideCtx.game).formationSource);
  return {
    key: one === 'extender' ? `extender:${source.hex}` : one === 'source-hex' ? drawKey(source.hex) : 'draw:net',
    label: source.label,
    path,
    mp,
    mobility,
    reading,
    adjacentAt: source.hex === end ? undefined : sideCtx.grid.printedId(end),
  };
}

function nearestSource(sideCtx: SideContext, sources: TraceSources, end: number): TraceSources['sources'][number] {
  // the draw ended at or next to a source (12.3c): name that source
  return (
    valueAtOrNextTo(sideCtx.grid, end, sources.byHex) ?? {
      hex: end,
      kind: 'source',
      label: sideCtx.grid.printedId(end),
    }
  );
}
