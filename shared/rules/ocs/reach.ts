import { CommandError } from '../../model/command-error.js';
import type { MovementGraph } from '../../hex/movement-graph.js';
import type { OcsState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { sideContext } from './side-context.js';
import { drawSearch } from './trace-supply.js';

/**
 * Where supply reaches, for the map overlay: an HQ's throw (its printed range and mobility, OCS
 * 12.3b; a unit next to a reached hex counts, 12.3c), or a dump's draw range (5 Truck MP of the
 * dump or a hex next to it, 12.3a). Under this phase's enemy units and ZOC.
 */
export function supplyReach(
  game: GameDefinition,
  graph: MovementGraph,
  state: OcsState,
  what: { unit?: string; dump?: string },
): { hexes: string[]; label: string } {
  const grid = graph.grid;
  if (what.unit) {
    const hq = state.units.find((u) => u.id === what.unit);
    if (!hq?.throwRange) throw new CommandError(`${hq?.name ?? what.unit} is not an HQ with a throw range`, 'unit');
    if (hq.mode === 'strat')
      return { hexes: [], label: `${hq.name} is in Strat Mode and cannot throw supply (OCS 12.3b C)` };
    const sideCtx = sideContext(game, graph, state, hq.side);
    const { mp, mobility } = hq.throwRange;
    sideCtx.search.run({
      sources: [grid.indexOf(hq.hex)],
      mobility,
      maxMP: mp,
      overlay: sideCtx.overlay,
      zocBlocks: mobility === 'truck',
      ...sideCtx.costs,
    });
    const covered = new Set<number>();
    for (let k = 0; k < sideCtx.search.reachedCount; k++) {
      const h = sideCtx.search.reachedAt(k);
      covered.add(h);
      for (let d = 0; d < 6; d++) if (grid.neighbours[6 * h + d]! >= 0) covered.add(grid.neighbours[6 * h + d]!);
    }
    return {
      hexes: [...covered].map((i) => grid.printedId(i)),
      label: `${hq.name} throws ${mp} MP (${mobility}) to ${covered.size} hexes`,
    };
  }
  const dump = state.dumps.find((d) => d.id === what.dump);
  if (!dump) throw new CommandError(`there is no dump "${what.dump}"`, 'dump');
  const sideCtx = sideContext(game, graph, state, dump.side);
  sideCtx.search.run(drawSearch(sideCtx, [grid.indexOf(dump.hex)], 'truck'));
  const hexes: string[] = [];
  for (let k = 0; k < sideCtx.search.reachedCount; k++) hexes.push(grid.printedId(sideCtx.search.reachedAt(k)));
  return {
    hexes,
    label: `units in ${hexes.length} hexes can draw from the dump at ${dump.hex} (5 Truck MP, OCS 12.3a)`,
  };
}
