import { pathHexes } from '../../hex/path-explain.js';
import { mpText } from '../../hex/mp-text.js';
import type { Unit } from '../../model/campaign-schema.js';
import { readingNote, readingsOf } from '../../engine/readings.js';
import { explainClassicFailures } from './explain-failure.js';
import { barsSupplyLine, germanCase2Counting } from './supply-rules.js';
import { unitVerdict, type SupplyLineSearch, type Verdict } from './supply-line-setup.js';

/**
 * CL German supply, cases 1-3: a unit is in supply within N hexes of a supply source (the demo's
 * western-edge road hexes), or within N MP of a road that leads to one, roads followed across
 * rivers. Its own file because the road network and the two searches are the German trace alone;
 * N (hexes and MP) are the game's, in its supplyRules.
 */
export function roadEdgeSupply(trace: SupplyLineSearch, units: Unit[], hexes: number, mp: number): Verdict[] {
  const { ctx, run, overlay, sources, mobilityOf } = trace;
  const { grid, graph, game } = ctx;
  if (!sources.length)
    return units.map((u) =>
      unitVerdict(
        u,
        'out-of-supply',
        null,
        // the side's supply sources are the game's (the demo's western-edge roads are one game's)
        'no supply source of this side is free of enemy units and enemy-controlled hexes (CL German supply, case 1)',
      ),
    );
  // the roads that lead to a source, followed across rivers (case 3), never through enemy units or enemy-controlled hexes
  const roadMask = game.routeTypes.reduce((m, r, k) => (r.kind === 'road' ? m | (1 << k) : m), 0);
  const network = new Set<number>(sources.map((s) => s.index));
  const queue = [...network];
  while (queue.length) {
    const h = queue.pop()!;
    for (let d = 0; d < 6; d++) {
      if (!(graph.routesOf[6 * h + d]! & roadMask)) continue;
      const j = grid.neighbours[6 * h + d]!;
      if (j < 0 || network.has(j) || barsSupplyLine(overlay.flags[j]!)) continue;
      network.add(j);
      queue.push(j);
    }
  }
  const { variant: case2Variant, unit: case2Unit } = germanCase2Counting(readingsOf(game).clGermanCase2);
  const sourceName = (i: number) => sources.find((s) => s.index === i)?.name ?? `the road at ${grid.printedId(i)}`;
  const out: Verdict[] = [];
  for (const m of new Set(units.map(mobilityOf))) {
    const mine = units.filter((u) => mobilityOf(u) === m);
    const byHexes = new Map<string, { n: number; path: string[]; source: number }>();
    // case 1: within N hexes of a western-edge road hex
    let search = run(`case1:${m}`, {
      sources: sources.map((s) => s.index),
      mobility: m,
      maxMP: hexes,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
      variant: 'hexes',
    });
    for (const u of mine) {
      const i = grid.indexOf(u.hex);
      if (search.reached(i))
        byHexes.set(u.id, {
          n: search.costMP(i),
          path: pathHexes(search, i),
          source: search.sourceOf(i),
        });
    }
    // case 2: within N MP, counted by the unit's own type, of a road that leads there — or, by the
    // game's reading of "twenty hexes ... These Movement Points", N hexes (readings.clGermanCase2)
    search = run(`case2:${m}`, {
      sources: [...network],
      mobility: m,
      maxMP: mp,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
      variant: case2Variant,
    });
    const failed: Unit[] = [];
    for (const u of mine) {
      const i = grid.indexOf(u.hex);
      const h = byHexes.get(u.id);
      if (h)
        out.push(
          unitVerdict(
            u,
            'in-supply',
            sourceName(h.source),
            `${h.n} hex${h.n === 1 ? '' : 'es'} from ${sourceName(h.source)}, a supply source (CL German supply, case 1)`,
            h.path,
          ),
        );
      else if (search.reached(i)) {
        const road = search.sourceOf(i);
        out.push(
          unitVerdict(
            u,
            'in-supply',
            `road at ${grid.printedId(road)}`,
            `${mpText(search.costMP(i))} ${case2Unit} from the road at ${grid.printedId(road)}, which leads to a supply source (CL German supply, case 2; ${readingNote(game, 'clGermanCase2')})`,
            pathHexes(search, i),
          ),
        );
      } else failed.push(u);
    }
    // the cheapest line each failed unit tried, and where it failed (one search for them all)
    const why = explainClassicFailures(
      (o) => run(`case2-why:${m}`, o),
      { sources: [...network], mobility: m, overlay, variant: case2Variant },
      failed.map((u) => ({ id: u.id, hex: grid.indexOf(u.hex) })),
      () => mp,
      'the case 2 limit',
      case2Variant === 'hexes',
    );
    for (const u of failed) {
      const w = why.get(u.id);
      out.push(
        unitVerdict(
          u,
          'out-of-supply',
          null,
          `more than ${hexes} hexes from a supply source and more than ${mp} ${case2Unit} from a road that leads there, on any line free of enemy units and enemy-controlled hexes (CL German supply, cases 1-2; ${readingNote(game, 'clGermanCase2')})${w ? `; nearest line: ${w.text}` : ''}`,
          w?.path ?? [],
        ),
      );
    }
  }
  return out;
}
