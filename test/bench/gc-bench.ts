import type { GcUnitType } from '../../shared/rules/grand-campaign/game-parts.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { RegisteredRules } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { rulesContext } from '../../shared/rules/rulesets.js';
import { gcSupply } from '../../shared/rules/grand-campaign/determine-supply.js';
import { gcIsolation } from '../../shared/rules/grand-campaign/isolation.js';
import { SUPPLY_EFFECTS_CHART } from '../../scripts/gc-charts.js';
import type { BigMap } from './big-map.js';
import { pairedMedianMs, report } from './measure.js';
import { ocsBenchScenario } from './ocs-bench.js';

/**
 * gc.judgement.ms: one side's grand-campaign supply judgement on the 100,000-hex map — the OCS
 * scenario's 5,000 units and 150 HQs (army HQs here), SLP costs = the leg costs — supply status
 * nation-wide and the isolation check (LOCs from every hex in general supply), both sides' units.
 */
export function benchGcJudgement(map: BigMap, fullmap: () => void): void {
  const { game, state } = asGrandCampaign(ocsBenchScenario(map));
  const graph = new MovementGraph(game, map.grid);
  const ctx = rulesContext(game, map.grid, graph);
  let counts = '';
  const { ms, ratio } = pairedMedianMs(() => {
    const supply = gcSupply(ctx, state, 'axis');
    const iso = gcIsolation(ctx, state, 'axis', supply);
    const c = new Map<string, number>();
    for (const v of supply.verdicts) c.set(v.status, (c.get(v.status) ?? 0) + 1);
    counts = `${[...c].map(([k, n]) => `${n} ${k}`).join(', ')}; ${iso.units.isolated.reduce((a, b) => a + b, 0)} isolated in ${iso.pockets.length} pockets`;
  }, fullmap);
  report('gc.judgement.ms', ms, 'ms');
  report('gc.judgement.ratio', ratio, 'x');
  console.log(`# gc.judgement verdicts: ${counts}`);
}

/** An OCS bench scenario as a grand-campaign one: SLP costs = the leg costs, the HQs army HQs. */
export function asGrandCampaign(ocs: { game: GameDefinition; state: CampaignState<RegisteredRules> }): {
  game: GameDefinition;
  state: CampaignState<RegisteredRules>;
} {
  const slp = (cost: Record<string, number | 'P'>) => ({ ...cost, slp: cost['leg'] ?? 'P' });
  // GC's own unit-type field (hqKind) on the army HQ type (grand-campaign/game-parts.ts)
  const ghq: GcUnitType = {
    id: 'ghq',
    name: 'Army HQ',
    mobility: 'truck',
    combat: false,
    hq: true,
    hqKind: 'army',
    air: false,
    symbol: 'hq',
  };
  const game: GameDefinition = {
    ...ocs.game,
    ruleset: 'grand-campaign',
    mobilities: [...ocs.game.mobilities, { id: 'slp', name: 'Supply line points' }],
    terrain: ocs.game.terrain.map((t) => ({ ...t, cost: slp(t.cost) })),
    routeTypes: ocs.game.routeTypes.map((r) => ({ ...r, cost: slp(r.cost) })),
    unitTypes: [...ocs.game.unitTypes, ghq],
    tables: [
      SUPPLY_EFFECTS_CHART,
      {
        id: 'supply-line-points',
        name: 'SLP',
        rowHeader: 'weather',
        columns: ['HQ range', 'limited range', 'special range', 'enemy ZOC'],
        rows: [{ key: 'clear', cells: [7, 10, 4, 2] }],
      },
    ],
  };
  const state = {
    ...ocs.state,
    clock: { turn: 1, side: 'axis', phase: 'supply-judgement' },
    units: ocs.state.units.map((u) => (u.throwRange ? { ...u, type: 'ghq' } : u)),
  };
  return { game, state };
}
