import * as fc from 'fast-check';
import { smallGame } from './small-game.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import type { CampaignState, Dump, LogEntry, Unit } from '../../shared/model/campaign-schema.js';
import type { RegisteredRules } from '../../shared/rules/registered-state.js';
import type { LedgerRecord } from '../../shared/engine/ledger-report.js';
import type { SupplyReport } from '../../shared/engine/ruleset.js';
import { fogRulesOf } from '../../shared/rules/fog-defaults.js';
import type { GcGameInput } from '../../shared/rules/grand-campaign/game-parts.js';

/**
 * Random campaigns in which every value of the other side that side "a" may not know is a unique
 * sentinel: ids, names, formations, factors, dump amounts, dice seeds, verdict reasons, ledger
 * amounts, positions out of sight. The view serialised must hold none of them.
 */
export const ROWS = ['..........', '..ww......', '..ww...mm.', '.........w', '....ww....', '..........', 'w.........'];
// GC 19.A.1.a: a major depot of side "b" (the grand campaign's own field, which every game is read with)
const depots: GcGameInput = {
  majorDepots: [{ id: 'zqdepot', name: 'ZQ-DEPOT-NAME', side: 'b', hex: '0101', hqs: ['zqhqid'] }],
};
export const game = smallGame(ROWS, {
  ...depots,
  fog: { reveal: [{ unit: 'zqrevealed', level: 'full' }] },
});
export const grid = new HexGrid(game.map);
export const hexes = Array.from({ length: grid.size }, (_, i) => grid.printedId(i));
export const rules = fogRulesOf(game);

function unit(id: string, side: string, hex: string, k: number, secret: boolean): Unit<RegisteredRules> {
  return {
    id,
    name: secret ? `ZQNAME${k}Z` : `Own ${k}`,
    side,
    type: 'inf',
    hex,
    steps: 1,
    maxSteps: 2,
    re: 1,
    ar: 3,
    ma: 4,
    mode: 'combat',
    attack: secret ? 900 + k : 3,
    defense: secret ? 800 + k : 2,
    ...(secret ? { formation: `ZQFORM${k}Z` } : {}),
  };
}

export const campaignArb = fc.record({
  own: fc.uniqueArray(fc.integer({ min: 0, max: hexes.length - 1 }), { minLength: 1, maxLength: 4 }),
  enemy: fc.array(fc.integer({ min: 0, max: hexes.length - 1 }), { minLength: 1, maxLength: 12 }),
  dumps: fc.array(fc.integer({ min: 0, max: hexes.length - 1 }), { maxLength: 5 }),
});

export function campaign(c: { own: number[]; enemy: number[]; dumps: number[] }) {
  const own = c.own.map((h, k) => unit(`own${k}`, 'a', hexes[h]!, k, false));
  const enemy = c.enemy.map((h, k) => unit(`zqu${k}z`, 'b', hexes[h]!, k, true));
  const dumps: Dump[] = [
    { id: 'owndump', side: 'a', hex: own[0]!.hex, amount: 12, captured: false },
    ...c.dumps.map((h, k) => ({ id: `zqd${k}z`, side: 'b', hex: hexes[h]!, amount: 7_000_001 + k, captured: false })),
  ];
  const state: CampaignState<RegisteredRules> = {
    clock: { turn: 1, side: 'a', phase: 'movement' },
    units: [...own, ...enemy],
    dumps,
    deadPile: [unit('zqdead', 'b', '0101', 50, true)],
    track: [{ turn: 3, unit: unit('zqtrack', 'b', '0101', 51, true), note: 'ZQTRACKNOTE' }],
    supplyJudged: [],
    dice: 'app',
    rules: {} as CampaignState<RegisteredRules>['rules'],
  };
  const log: LogEntry[] = [
    {
      seq: 1,
      command: JSON.stringify({ type: 'unit.move', unit: 'own0', to: own[0]!.hex }),
      status: 'done',
      at: '',
      events: [{ type: 'unitMoved', unit: 'own0', from: own[0]!.hex, to: own[0]!.hex }],
    },
    {
      seq: 2,
      command: JSON.stringify({ type: 'unit.move', unit: 'zqu0z', to: '0101' }),
      status: 'done',
      at: '',
      events: [{ type: 'unitMoved', unit: 'zqu0z', from: '0101', to: '0101' }],
    },
    {
      seq: 3,
      command: '{"type":"supply.apply","side":"b"}',
      status: 'done',
      at: '',
      events: [
        {
          type: 'supplyDetermined',
          side: 'b',
          turn: 1,
          verdicts: [{ unit: 'zqu0z', hex: '0101', status: 'out-of-supply', via: null, reason: 'ZQREASON' }],
        },
      ],
    },
    {
      seq: 4,
      command: '{"type":"x"}',
      status: 'done',
      at: '',
      events: [
        {
          type: 'dumpSpent',
          dump: 'zqd0z',
          hex: '0101',
          tokens: 6_123_457,
          reason: 'fuel',
          units: ['zqu0z'],
          note: 'ZQNOTE',
        },
      ],
    },
    {
      seq: 5,
      command: '{"type":"x"}',
      status: 'undone',
      at: '',
      events: [
        {
          type: 'dumpCaptured',
          dump: 'owndump',
          hex: '0101',
          by: 'zqu1z',
          side: 'b',
          dice: { faces: [6], source: 'rolled', seed: 5_550_123 },
          percent: 50,
          captured: 1,
          destroyed: 1,
          into: { id: 'zqcaught', side: 'b', hex: '0101', amount: 1, captured: true },
        },
      ],
    },
  ];
  const ledger: LedgerRecord[] = [
    {
      id: 1,
      seq: null,
      command: '',
      turn: 1,
      side: 'a',
      phase: 'movement',
      owner: 'a',
      dump: 'owndump',
      hex: own[0]!.hex,
      amount: 12,
      reason: 'opening',
      // a row of the side's own that names an enemy unit too (a capture): the enemy's id is left out
      units: ['own0', 'zqu1z'],
    },
    {
      id: 2,
      seq: 4,
      command: 'ZQLEDGERCMD',
      turn: 1,
      side: 'b',
      phase: 'movement',
      owner: 'b',
      dump: 'zqd0z',
      hex: '0101',
      amount: -6_123_457,
      reason: 'fuel',
      units: ['zqu0z'],
    },
  ];
  const report: SupplyReport = {
    side: 'b',
    turn: 1,
    units: [
      {
        id: 'zqu0z',
        name: 'ZQNAME0Z',
        hex: '0101',
        status: 'out-of-supply',
        via: null,
        reason: 'ZQREASON2',
        path: ['0101'],
      },
    ],
    inactiveSources: [],
  };
  return { own, enemy, state, log, ledger, report };
}

export const LEVELS = ['none', 'marker', 'type', 'full'] as const;

/** the level an enemy unit should be seen at: plain distance to every own unit, one less in woods or marsh */
export function expectedLevel(u: Unit<RegisteredRules>, own: Unit<RegisteredRules>[]): (typeof LEVELS)[number] {
  const d = Math.min(...own.map((o) => grid.distance(grid.indexOf(o.hex), grid.indexOf(u.hex))));
  const i = grid.indexOf(u.hex);
  const hidden = 'wm'.includes(ROWS[grid.row(i)]![grid.col(i)]!) ? 1 : 0;
  const k = d <= rules.full ? 3 : d <= rules.type ? 2 : d <= rules.marker ? 1 : 0;
  return LEVELS[Math.max(0, k - hidden)]!;
}

/** the other side's hidden values: none may be in side a's view, its deltas, or its map */
export const SENTINELS = [
  'zqu',
  'zqd',
  'ZQREASON',
  'ZQNOTE',
  '6123457',
  '5550123',
  'zqdead',
  'zqtrack',
  'ZQTRACK',
  'zqcaught',
  'ZQLEDGER',
  'zqhqid',
  'ZQ-DEPOT',
  'zqrevealed',
  'ZQFORM',
  '7000001',
];
