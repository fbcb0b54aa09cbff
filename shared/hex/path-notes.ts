import type { MovementGraph } from './movement-graph.js';
import { mpText } from './mp-text.js';

const mp = (units: number, scale: number) => mpText(units / scale);

/** The note naming the enemy ZOC hexes a path crosses because friendly units negate them (OCS 4.5b). */
export function negatedZocNote(hexes: readonly string[]): string {
  return `enemy ZOC negated by friendly units at ${hexes.join(', ')} (OCS 4.5b)`;
}

/** Notes gathered along the legs of one path: hexside costs, and negated enemy ZOC hexes once each. */
export interface Crossings {
  hexsides: string[];
  negated: string[];
}

/**
 * What a referee checks along a supply path by eye, beyond its hexes: each hexside cost paid
 * ("+3 river between 0510 and 0511"; none where a road bridges it) and, for paths enemy ZOC would
 * block, each enemy ZOC hex crossed because a friendly unit negates it (OCS 4.5b, 12.3d).
 * The path is its printed ids (or their indices `at`, the same hexes) in the direction of travel,
 * read backwards when `reverse` (the MP counted the other way round), without copies. Notes are
 * added to `into`, created at the first note; returns it (undefined while the path crosses nothing
 * to note). Negated enemy ZOC hexes already in `into` are not added again.
 */
export function addPathCrossings(
  graph: MovementGraph,
  mobility: string,
  hexes: readonly string[],
  at: readonly number[] | undefined,
  reverse: boolean,
  negatedZoc: Uint8Array | undefined,
  into: Crossings | undefined,
): Crossings | undefined {
  const grid = graph.grid;
  const nb = grid.neighbours;
  const scale = graph.costScale;
  const n = at ? at.length : hexes.length;
  let costs: ArrayLike<number> | undefined;
  let prev = -1;
  for (let k = 0; k < n; k++) {
    const x = reverse ? n - 1 - k : k;
    const i = at ? at[x]! : grid.indexOf(hexes[x]!);
    if (i < 0) break;
    const name = at ? undefined : hexes[x]!;
    if (negatedZoc?.[i]) {
      const id = name ?? grid.printedId(i);
      into ??= { hexsides: [], negated: [] };
      if (!into.negated.includes(id)) into.negated.push(id);
    }
    if (prev >= 0) {
      let d = 0;
      while (d < 6 && nb[6 * prev + d] !== i) d++;
      const e = 6 * prev + d;
      // most hexsides have no feature: nothing more to read
      const feature = d < 6 && graph.hexsideOf[e] ? graph.hexsideFeatureAt(e) : undefined;
      const side = feature ? feature.cost[mobility] : undefined;
      if (feature && typeof side === 'number' && side > 0) {
        const terrain = graph.terrainCostUnits(mobility, i);
        costs ??= graph.costsFor(mobility);
        // the move paid the hexside's cost unless a road along it bridged it (then it costs less)
        if (terrain >= 0 && costs[e] === terrain + Math.round(side * scale)) {
          into ??= { hexsides: [], negated: [] };
          into.hexsides.push(
            `+${mp(Math.round(side * scale), scale)} ${feature.name.toLowerCase()} between ${grid.printedId(prev)} and ${name ?? grid.printedId(i)}`,
          );
        }
      }
    }
    prev = i;
  }
  return into;
}
