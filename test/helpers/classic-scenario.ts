import { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState, Unit } from '../../shared/model/campaign-schema.js';
import { type RegisteredRules, campaignStateSchema, unitSchema } from '../../shared/rules/registered-state.js';
import type { GameDefinitionInput } from '../../shared/model/game-schema.js';
import type { ClassicUnitTypeInput } from '../../shared/rules/classic/game-parts.js';
import { rulesContext } from '../../shared/rules/rulesets.js';
import { classicSupply } from '../../shared/rules/classic/determine-supply.js';
import { smallGame } from './small-game.js';

export type UnitSpec = Partial<Unit<RegisteredRules>> & { id: string; hex: string };

/**
 * A classic (CL) test scenario on a small map: "g" Germans trace to road hexes on the west edge
 * (germanSources; 20 hexes or 20 MP unless `numbers` says otherwise), "s" Soviets trace through Leaders to
 * sources on the east edge. Types: 'inf' (Leg), 'pz' (Track), 'leader' (Leg, not combat).
 */
export function classicScenario(
  rows: string[],
  units: UnitSpec[],
  extra: Partial<GameDefinitionInput> = {},
  numbers = { hexes: 20, mp: 20 },
  germanSources = ['0101'],
) {
  const columns = rows[0]!.length;
  const grid = new HexGrid({
    orientation: 'flat',
    offset: 'odd',
    columns,
    rows: rows.length,
    sections: [{ id: '', column: 0, row: 0, columns, rows: rows.length, firstColumn: 1, firstRow: 1 }],
  });
  const edge = (col: number) => Array.from({ length: rows.length }, (_, r) => grid.printedId(grid.indexAt(col, r)));
  // CL Soviet supply: a Leader is the classic rules' own unit-type field
  const classicTypes: GameDefinitionInput<ClassicUnitTypeInput>['unitTypes'] = [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    { id: 'pz', name: 'Armor', mobility: 'track', combat: true },
    { id: 'leader', name: 'Leader', mobility: 'leg', combat: false, leader: true },
  ];
  const game = smallGame(rows, {
    ruleset: 'classic',
    sides: [
      { id: 'g', name: 'German', color: '#888888' },
      { id: 's', name: 'Soviet', color: '#cc4433' },
    ],
    unitTypes: classicTypes,
    supplySources: [
      ...germanSources.map((hex) => ({ hex, side: 'g', kind: 'map-edge' as const, name: `road ${hex}` })),
      ...edge(columns - 1).map((hex) => ({ hex, side: 's', kind: 'map-edge' as const })),
    ],
    supplyRules: [
      { side: 'g', method: 'road-edge', ...numbers },
      { side: 's', method: 'leader-line' },
    ],
    phasesBySide: { g: ['movement', 'combat', 'second-movement'], s: ['movement', 'combat'] },
    turns: Array.from({ length: 5 }, (_, k) => ({ number: k + 1, label: `T${k + 1}` })),
    ...extra,
  });
  // the schema fills in the rest of a campaign's state (empty dead pile, track, markers ...)
  const state: CampaignState<RegisteredRules> = campaignStateSchema.parse({
    clock: { turn: 2, side: 'g', phase: 'movement' },
    units: units.map((u) =>
      unitSchema.parse({
        name: u.id,
        side: 'g',
        type: 'inf',
        steps: 1,
        maxSteps: 1,
        re: 1,
        attack: 9,
        defense: 9,
        ma: 7,
        ...u,
      }),
    ),
    dumps: [],
  });
  const graph = new MovementGraph(game);
  const report = (side: string, s: CampaignState<RegisteredRules> = state) =>
    classicSupply(rulesContext(game, graph.grid, graph), s, side);
  return {
    game,
    graph,
    state,
    report,
    verdict: (id: string, side = 'g', s: CampaignState<RegisteredRules> = state) =>
      report(side, s).units.find((u) => u.id === id)!,
  };
}
