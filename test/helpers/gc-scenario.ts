import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState, Unit } from '../../shared/model/campaign-schema.js';
import { type RegisteredRules, campaignStateSchema } from '../../shared/rules/registered-state.js';
import type { GameDefinition, GameDefinitionInput } from '../../shared/model/game-schema.js';
import type { GcGameInput, GcUnitTypeInput } from '../../shared/rules/grand-campaign/game-parts.js';
import { gcSupply } from '../../shared/rules/grand-campaign/determine-supply.js';
import { gcIsolation } from '../../shared/rules/grand-campaign/isolation.js';
import { rulesContext } from '../../shared/rules/rulesets.js';
import type { RulesContext } from '../../shared/engine/ruleset.js';
import { smallGame } from './small-game.js';

export { ELIMINATION_MODIFIERS, SUPPLY_EFFECTS_CHART } from '../../scripts/gc-charts.js';
import { ELIMINATION_MODIFIERS, SUPPLY_EFFECTS_CHART } from '../../scripts/gc-charts.js';

/** Supply line ranges in SLP by weather: clear 7/10/4 (LOC 21), mud 4/6/2. */
export const SUPPLY_LINE_POINTS = {
  id: 'supply-line-points',
  name: 'Supply Line Points',
  rowHeader: 'weather',
  columns: ['HQ range', 'limited range', 'special range', 'enemy ZOC'],
  rows: [
    { key: 'clear', cells: [7, 10, 4, 2] },
    { key: 'mud', cells: [4, 6, 2, 2] },
    { key: 'snow', cells: [5, 8, 3, 2] },
  ],
};

/** The charts every GC test game has: supply effects, elimination modifiers and supply line points. */
export const GC_CHARTS = [SUPPLY_EFFECTS_CHART, ELIMINATION_MODIFIERS, SUPPLY_LINE_POINTS];

/** The unit types every GC test game has: inf (combat), hq (army HQ), chq (command HQ). */
export const GC_UNIT_TYPES = [
  { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
  { id: 'hq', name: 'Army HQ', mobility: 'leg', combat: false, hq: true, hqKind: 'army' as const },
  { id: 'chq', name: 'Command HQ', mobility: 'leg', combat: false, hq: true, hqKind: 'command' as const },
];

/**
 * A GC test map: '.' clear (1 SLP, 2 in mud), 'w' woods (2 SLP), 'c' a dot city (1 SLP); one
 * nation per side by default ("de" for a, "su" for b), unit types inf (combat), hq (army HQ),
 * chq (command HQ), and the three charts above.
 */
export function gcGame(
  rows: string[],
  extra: Partial<GameDefinitionInput<GcUnitTypeInput, GcGameInput>> = {},
): GameDefinition {
  return smallGame(rows, {
    ruleset: 'grand-campaign',
    mobilities: [
      { id: 'leg', name: 'Leg' },
      { id: 'slp', name: 'Supply line points' },
    ],
    terrain: [
      {
        id: 'clear',
        code: '.',
        name: 'Clear',
        color: '#dddddd',
        cost: { leg: 1, slp: 1 },
        weather: { mud: { slp: 2 } },
      },
      { id: 'woods', code: 'w', name: 'Woods', color: '#88aa77', cost: { leg: 2, slp: 2 } },
      { id: 'city', code: 'c', name: 'Dot city', color: '#aa8888', cost: { leg: 1, slp: 1 } },
    ],
    hexsideFeatures: [],
    routeTypes: [
      { id: 'road', name: 'Road', kind: 'road', color: '#884422', cost: { leg: 1, slp: 0.5 }, bridges: true },
    ],
    unitTypes: [...GC_UNIT_TYPES],
    nations: [
      { id: 'de', name: 'Germany', side: 'a', contingent: 'axis' },
      { id: 'su', name: 'Soviet Union', side: 'b' },
    ],
    turns: [
      { number: 1, label: 'T1', weather: 'clear' },
      { number: 2, label: 'T2', weather: 'mud' },
      { number: 3, label: 'T3', weather: 'snow' },
    ],
    tables: [...GC_CHARTS],
    ...extra,
  });
}

type UnitSpec = Partial<Unit<RegisteredRules>> & { id: string; hex: string };

/** The state's own parts a test gives: the generic ones, and the grand campaign's arrays (state.rules.gc). */
type StateSpec = Partial<Omit<CampaignState<RegisteredRules>, 'rules'>> & {
  rules?: { gc?: Partial<CampaignState<RegisteredRules>['rules']['gc']> };
};

/** A campaign state: units default to side "a", nation "de", type "inf", 1 RE, 1 step. */
export function gcState(units: UnitSpec[], more: StateSpec = {}): CampaignState<RegisteredRules> {
  return campaignStateSchema.parse({
    clock: { turn: 1, side: 'a', phase: 'supply-judgement' },
    units: units.map((u) => ({
      name: u.id,
      side: 'a',
      nation: u.side === 'b' ? 'su' : 'de',
      type: 'inf',
      steps: 1,
      maxSteps: 1,
      re: 1,
      ...u,
    })),
    dumps: [],
    ...more,
  });
}

export function gcContext(game: GameDefinition): RulesContext {
  const graph = new MovementGraph(game);
  return rulesContext(game, graph.grid, graph);
}

/** The side's supply and isolation now, with a lookup by unit id. */
export function gcCheck(game: GameDefinition, state: CampaignState<RegisteredRules>, side = 'a') {
  const ctx = gcContext(game);
  const supply = gcSupply(ctx, state, side);
  const iso = gcIsolation(ctx, state, side, supply, { paths: true });
  return {
    ctx,
    supply,
    iso,
    verdict: (id: string) => supply.verdicts.find((v) => v.id === id)!,
    loc: (id: string) => {
      const k = supply.units.findIndex((u) => u.id === id);
      return k < 0
        ? undefined
        : { id, isolated: !!iso.units.isolated[k], slp: iso.units.slp[k]!, path: iso.units.path(k) };
    },
  };
}
