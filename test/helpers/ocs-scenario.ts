import type { OcsGameInput } from '../../shared/rules/ocs/game-parts.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState, Unit } from '../../shared/model/campaign-schema.js';
import { type RegisteredRules, campaignStateSchema, unitSchema } from '../../shared/rules/registered-state.js';
import type { GameDefinitionInput } from '../../shared/model/game-schema.js';
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import { smallGame } from './small-game.js';

export type UnitSpec = Partial<Unit<RegisteredRules>> & { id: string; hex: string };

/**
 * An OCS test scenario on a small map: side "a" (Axis) against side "b" (Soviet), infantry by
 * default, with HQ ('hq', Truck), motorized ('mot', Truck) and Transport Point ('tp', non-combat)
 * types available.
 */
export function ocsScenario(
  rows: string[],
  units: UnitSpec[],
  extra: Partial<GameDefinitionInput<object, OcsGameInput>> = {},
  dumps: CampaignState<RegisteredRules>['dumps'] = [],
) {
  const game = smallGame(rows, {
    unitTypes: [
      { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
      { id: 'mot', name: 'Motorized', mobility: 'truck', combat: true },
      { id: 'hq', name: 'HQ', mobility: 'truck', combat: true, hq: true },
      { id: 'tp', name: 'Transport Point', mobility: 'truck', combat: false, symbol: 'transport' },
    ],
    turns: Array.from({ length: 10 }, (_, k) => ({ number: k + 1, label: `T${k + 1}` })),
    ...extra,
  });
  // the schema fills in the rest of a campaign's state (empty dead pile, track, markers ...)
  const state: CampaignState<RegisteredRules> = campaignStateSchema.parse({
    clock: { turn: 3, side: 'a', phase: 'supply' },
    units: units.map((u) =>
      unitSchema.parse({ name: u.id, side: 'a', type: 'inf', steps: 2, maxSteps: 2, re: 1, ...u }),
    ),
    dumps,
  });
  const graph = new MovementGraph(game);
  return {
    game,
    graph,
    state,
    determine: (side = 'a') => determineSupply(game, graph, state, side),
    verdict: (id: string, side = 'a') => determineSupply(game, graph, state, side).verdicts.find((v) => v.unit === id)!,
  };
}

const die = (k: number) => String(k + 1);

/** A Dump Blowing Table (OCS 12.11a): the % of a blown dump destroyed on each die from 1 to 6. */
export const dumpBlowingTable = (percent: number[]) => ({
  id: 'dump-blowing',
  name: 'Dump Blowing',
  rowHeader: '1d6',
  columns: ['%'],
  rows: percent.map((p, k) => ({ key: die(k), cells: [p] })),
});

/** A Capture Table (OCS 12.11b): the % of SP and of Transport Points captured on each die from 1 to 6. */
export const captureTable = (sp: number[], tp: number[]) => ({
  id: 'capture',
  name: 'Capture',
  rowHeader: '1d6',
  columns: ['SP %', 'TP %'],
  rows: sp.map((p, k) => ({ key: die(k), cells: [p, tp[k]!] })),
});
