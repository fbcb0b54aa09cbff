import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { campaignStateSchema, type CampaignState, type Unit } from '../../shared/model/campaign-schema.js';
import type { GameDefinition, GameDefinitionInput } from '../../shared/model/game-schema.js';
import { gcSupply } from '../../shared/rules/grand-campaign/determine-supply.js';
import { gcIsolation } from '../../shared/rules/grand-campaign/isolation.js';
import type { RulesContext } from '../../shared/rules/ruleset.js';
import { smallGame } from './small-game.js';

/** The Supply Effects Chart of GC 17.B.1, as a game gives it. */
export const SUPPLY_EFFECTS_CHART = {
  id: 'supply-effects', name: 'Supply Effects Chart', rowHeader: 'status', columns: ['ZOC', 'ELIM', 'C/M', 'OTHER', 'ATT', 'DEF', 'AEC', 'ATEC', 'AA'],
  rows: [
    ['U0', 'Full ZOC', '---', '#', '---', '---', '---', '---', '---', '---'],
    ['U1', 'Full ZOC', '9+', '#', '---', '---', '---', '3/4', '---', '---'],
    ['U2', 'Full ZOC', '8+', '1/2 #', '1/2', '---', '---', '1/2', '3/4', '3/4'],
    ['U3', 'Red. ZOC', '7+', '1/2 #', '1/2', '3/4', '3/4', '1/4', '1/2', '1/2'],
    ['U4', 'Red. ZOC', '6+', '1/2 #', '1/2', '3/4', '3/4', '0', '1/4', '1/4'],
    ['U5', 'Red. ZOC', '5+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
    ['U6', 'No ZOC', '4+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
    ['U7', 'No ZOC', '3+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
    ['U8', 'No ZOC', '2+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
  ].map(([key, ...cells]) => ({ key: key!, cells: cells as string[] })),
};

/** The Elimination Roll Modifiers chart of GC 17.E, every row. */
export const ELIMINATION_MODIFIERS = {
  id: 'elimination-modifiers', name: 'Elimination Roll Modifiers', rowHeader: 'condition', columns: ['DRM', 'condition'],
  rows: ([
    ['full-city-or-fortress', -4, 'Full hex city or Fortress'], ['fortress', -4, 'Fortress'], ['partial-city', -3, 'Partial hex city'], ['dot-city', -2, 'Dot city'],
    ['reference-city', -1, 'Reference city'], ['fortification', -1, 'Fortification (any kind)'],
    ['frost-major-city-or-fortress', 0, 'Frost weather: major city or fortress'], ['frost-other', 1, 'Frost weather: other terrain'],
    ['snow-major-city-or-fortress', 0, 'Any snow weather: major city or fortress'], ['snow-dot-city', 1, 'Any snow weather: dot or reference city'], ['snow-other', 2, 'Any snow weather: other terrain'],
    ['arid', 2, 'Arid weather zone'], ['arctic', 1, 'Arctic weather zone'],
    ['double-zoc', 2, 'Double/Triple ZOC'], ['full-zoc', 0, 'Full ZOC'], ['partial-zoc', -2, 'Partial ZOC'], ['no-zoc', -4, 'No ZOC'],
    ['ski', -1, 'Ski units'], ['finnish-non-divisional', -1, 'Finnish non-divisional units'], ['soviet-before-1942-03', 2, 'Soviet units before March 1942'],
    ['soviet-after-1942-03', 1, 'Soviet units after March 1942'], ['soviet-cavalry-division', -3, 'Soviet Cavalry Divisions'], ['italian-non-cm', 3, 'Italian non-c/m units'],
    ['italian-cm', 2, 'Italian c/m units'], ['italian-with-german', -1, 'Italian units stacked with German units'],
  ] as Array<[string, number, string]>).map(([key, dm, label]) => ({ key, cells: [dm, label] })),
};

/** Supply line ranges in SLP by weather: clear 7/10/4 (LOC 21), mud 4/6/2. */
export const SUPPLY_LINE_POINTS = {
  id: 'supply-line-points', name: 'Supply Line Points', rowHeader: 'weather', columns: ['HQ range', 'limited range', 'special range', 'enemy ZOC'],
  rows: [{ key: 'clear', cells: [7, 10, 4, 2] }, { key: 'mud', cells: [4, 6, 2, 2] }, { key: 'snow', cells: [5, 8, 3, 2] }],
};

/**
 * A GC test map: '.' clear (1 SLP, 2 in mud), 'w' woods (2 SLP), 'c' a dot city (1 SLP); one
 * nation per side by default ("de" for a, "su" for b), unit types inf (combat), hq (army HQ),
 * chq (command HQ), and the three charts above.
 */
export function gcGame(rows: string[], extra: Partial<GameDefinitionInput> = {}): GameDefinition {
  return smallGame(rows, {
    ruleset: 'grand-campaign',
    mobilities: [{ id: 'leg', name: 'Leg' }, { id: 'slp', name: 'Supply line points' }],
    terrain: [
      { id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, slp: 1 }, weather: { mud: { slp: 2 } } },
      { id: 'woods', code: 'w', name: 'Woods', color: '#88aa77', cost: { leg: 2, slp: 2 } },
      { id: 'city', code: 'c', name: 'Dot city', color: '#aa8888', cost: { leg: 1, slp: 1 } },
    ],
    hexsideFeatures: [],
    routeTypes: [{ id: 'road', name: 'Road', kind: 'road', color: '#884422', cost: { leg: 1, slp: 0.5 }, bridges: true }],
    unitTypes: [
      { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
      { id: 'hq', name: 'Army HQ', mobility: 'leg', combat: false, hq: true, hqKind: 'army' },
      { id: 'chq', name: 'Command HQ', mobility: 'leg', combat: false, hq: true, hqKind: 'command' },
    ],
    nations: [{ id: 'de', name: 'Germany', side: 'a', contingent: 'axis' }, { id: 'su', name: 'Soviet Union', side: 'b' }],
    turns: [{ number: 1, label: 'T1', weather: 'clear' }, { number: 2, label: 'T2', weather: 'mud' }, { number: 3, label: 'T3', weather: 'snow' }],
    tables: [SUPPLY_EFFECTS_CHART, ELIMINATION_MODIFIERS, SUPPLY_LINE_POINTS],
    ...extra,
  });
}

type UnitSpec = Partial<Unit> & { id: string; hex: string };

/** A campaign state: units default to side "a", nation "de", type "inf", 1 RE, 1 step. */
export function gcState(units: UnitSpec[], more: Partial<CampaignState> = {}): CampaignState {
  return campaignStateSchema.parse({
    clock: { turn: 1, side: 'a', phase: 'supply-judgement' },
    units: units.map((u) => ({ name: u.id, side: 'a', nation: u.side === 'b' ? 'su' : 'de', type: 'inf', steps: 1, maxSteps: 1, re: 1, ...u })),
    dumps: [],
    ...more,
  });
}

export function gcContext(game: GameDefinition): RulesContext {
  const graph = new MovementGraph(game);
  return { game, grid: graph.grid, graph };
}

/** The side's supply and isolation now, with a lookup by unit id. */
export function gcCheck(game: GameDefinition, state: CampaignState, side = 'a') {
  const ctx = gcContext(game);
  const supply = gcSupply(ctx, state, side);
  const iso = gcIsolation(ctx, state, side, supply);
  return { ctx, supply, iso, verdict: (id: string) => supply.verdicts.find((v) => v.id === id)! };
}
