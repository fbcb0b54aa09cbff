import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { PathSearch } from '../../shared/hex/path-search.js';
import type { CampaignState, Unit } from '../../shared/model/campaign-schema.js';
import { type RegisteredRules, emptyState, unitSchema } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import type { BigMap } from './big-map.js';
import { medianMs, pairedMedianMs, report } from './measure.js';

/**
 * ocs.supplyphase.ms: one side's full OCS Supply Phase determination on the 100,000-hex map —
 * 5,000 friendly combat units, 150 HQs, 300 dumps, 20 Extenders, rail from the west edge — against
 * the map's 5,000 enemy units. Failure explanations are per unit on request and not included.
 */
export function benchOcsSupply(map: BigMap, fullmap: () => void): void {
  const { game, graph, state, search } = ocsBenchScenario(map);
  let counts = '';
  // the phase as the supply.apply command runs it: verdicts and eating, no path strings. Measured
  // warm, as in a session where the referee re-runs supply after moves: the first few runs of a
  // process are the JIT compiling (240, 145, 106, 70 ms here, then steady), so 5 warm-up runs.
  // The ratio's baseline is the path.fullmap search timed in turns with the phase: on a shared
  // machine the two figures measured minutes apart differed by half.
  const { ms, baselineMs, ratio } = pairedMedianMs(() => {
    const det = determineSupply(game, graph, state, 'axis', search, { paths: false });
    const c = new Map<string, number>();
    for (const v of det.verdicts) c.set(v.status, (c.get(v.status) ?? 0) + 1);
    counts = [...c].map(([k, n]) => `${n} ${k}`).join(', ');
  }, fullmap);
  report('ocs.supplyphase.ms', ms, 'ms');
  report('ocs.supplyphase.ratio', ratio, 'x');
  console.log(`# ocs.supplyphase.ratio baseline: path.fullmap timed alongside, ${baselineMs.toFixed(2)} ms`);
  // the same with every unit's supply path, as the Supply panel and `supply --json` show it
  report(
    'ocs.supplyreport.ms',
    medianMs(() => determineSupply(game, graph, state, 'axis', search), 5, 1),
    'ms',
  );
  console.log(`# ocs.supplyphase verdicts: ${counts}`);
}

export function ocsBenchScenario(map: BigMap) {
  const { grid } = map;
  let seed = 99;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  const taken = new Uint8Array(grid.size);
  for (const h of map.enemyHexes) taken[h] = 1;
  const spot = (maxCol: number) => {
    for (;;) {
      const i = grid.indexAt(Math.floor(rand() * maxCol), Math.floor(rand() * grid.height));
      if (i >= 0 && !taken[i]) return i;
    }
  };
  const units: Unit<RegisteredRules>[] = [];
  const mk = (u: Partial<Unit<RegisteredRules>> & { id: string; hex: string }) =>
    units.push(unitSchema.parse({ name: u.id, side: 'axis', type: 'inf', steps: 2, maxSteps: 2, re: 1, ...u }));
  const front = Math.floor(grid.width * 0.55);
  for (let k = 0; k < 150; k++)
    mk({
      id: `hq${k}`,
      type: 'inf',
      hex: grid.printedId(spot(front)),
      throwRange: { mp: 4 + (k % 5), mobility: k % 3 === 0 ? 'leg' : 'truck' },
    });
  for (let k = 0; k < 4850; k++)
    mk({
      id: `u${k}`,
      hex: grid.printedId(spot(front)),
      formation: k % 4 === 0 ? `div${k % 200}` : undefined,
      re: 1 + (k % 3) * 0.5,
    });
  for (let k = 0; k < 20; k++)
    mk({ id: `x${k}`, type: 'tp', hex: grid.printedId(spot(front)), extender: { mp: 10, mobility: 'truck' } });
  for (const [k, h] of map.enemyHexes.entries())
    units.push(
      unitSchema.parse({
        id: `e${k}`,
        name: `e${k}`,
        side: 'soviet',
        type: 'inf',
        hex: grid.printedId(h),
        steps: 2,
        maxSteps: 2,
        re: 1,
      }),
    );
  const dumps = Array.from({ length: 300 }, (_, k) => ({
    id: `d${k}`,
    side: 'axis',
    hex: grid.printedId(spot(front)),
    amount: 8 + (k % 20),
    captured: false,
  }));
  const railStart = map.game.routes.find((r) => r.type === 'rail')!.hexes[0]!;
  const game = {
    ...map.game,
    unitTypes: [
      ...map.game.unitTypes,
      {
        id: 'tp',
        name: 'Transport Point',
        mobility: 'truck',
        combat: false,
        hq: false,
        organic: false,
        leader: false,
        air: false,
        symbol: 'transport' as const,
      },
    ],
    supplySources: [
      ...map.westEdge.map((h) => ({ hex: grid.printedId(h), side: 'axis', kind: 'map-edge' as const })),
      { hex: railStart, side: 'axis', kind: 'map-edge' as const, name: 'Rail entry' },
    ],
  };
  return openBenchScenario(game, grid, units, dumps);
}

/**
 * A bench scenario as an open campaign holds it, in the Axis Supply Phase of turn 1: the state,
 * the game's movement graph on the map's grid and a path search on it.
 */
export function openBenchScenario(
  game: GameDefinition,
  grid: HexGrid,
  units: Unit<RegisteredRules>[],
  dumps: CampaignState<RegisteredRules>['dumps'],
) {
  const state: CampaignState<RegisteredRules> = {
    ...emptyState({ turn: 1, side: 'axis', phase: 'supply' }),
    units,
    dumps,
  };
  // as an open campaign does (campaign-session.ts): printed ids resolve through one lookup table
  grid.indexIds();
  const graph = new MovementGraph(game, grid);
  const search = new PathSearch(graph);
  return { game, graph, state, search };
}
