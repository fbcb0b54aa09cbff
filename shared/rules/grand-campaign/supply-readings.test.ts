import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../model/game-schema.js';
import { railCapacity, supplyMovement } from '../../../scripts/gc-supply-tables.js';
import { gcCheck, gcContext, gcGame, gcState, GC_CHARTS, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { gcSupplyReport } from './supply-report.js';
import { play } from '../../../test/helpers/play.js';
import { GC_READINGS } from './readings.js';

/** The game's choice of one reading (docs/rules-interpretations.md, "Grand campaign"). */
const reading = (game: GameDefinition, key: string, value: string): GameDefinition => ({
  ...game,
  tables: [
    ...game.tables,
    {
      id: 'rule-readings',
      name: 'Rule readings',
      rowHeader: 'reading',
      columns: ['value'],
      rows: [{ key, cells: [value] }],
    },
  ],
});

// a high-volume rail line along row 1 from the source at 0101; clear weather: HQ range 7, limited 10
const game = gcGame(['.'.repeat(12), '.'.repeat(12)], {
  supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }],
  unitTypes: [
    ...GC_UNIT_TYPES,
    { id: 'truck', name: 'Supply unit', mobility: 'leg', combat: false, symbol: 'transport' },
  ],
  routeTypes: [{ id: 'hv', name: 'High-volume rail', kind: 'rail', color: '#222222', cost: { leg: 1, slp: 1 } }],
  routes: [{ type: 'hv', hexes: Array.from({ length: 12 }, (_, k) => `${String(k + 1).padStart(2, '0')}01`) }],
  tables: [...GC_CHARTS, supplyMovement({ a: [10, 30] }), railCapacity({ hv: 1 })],
});

describe('GC readings a game chooses (round 3)', () => {
  it('16.B with 17.C: a U3 unit judged in limited supply keeps U3, or takes the U0 marker where the game reads so', () => {
    // 0901 is 8 SLP from the source: beyond the HQ range of 7, within the limited range of 10
    const start = gcState([{ id: 'u', hex: '0902', gc: { uLevel: 3 } }]);
    const kept = play(game, start, { type: 'supply.apply', side: 'a' });
    expect(kept.state.units[0]!.gc?.uLevel).toBe(3);
    // the verdict names the reading that decided
    const judged = kept.events.find((e) => e.type === 'supplyDetermined');
    expect(judged?.type === 'supplyDetermined' && judged.verdicts[0]!.reason).toContain(
      'keeps its U3: only full supply lowers a marker (GC 17.D.1; reading limited-on-marker keeps-level)',
    );
    const { state, events } = play(reading(game, 'limited-on-marker', 'u0'), start, {
      type: 'supply.apply',
      side: 'a',
    });
    expect(state.units[0]!.gc?.uLevel).toBe(0);
    expect(events.find((e) => e.type === 'supplyLevelSet')).toMatchObject({
      why: 'in limited supply: the U0 marker in place of U3 (GC 16.B, 17.C; reading limited-on-marker u0)',
    });
  });

  it('16.B, 17.C: the Supply tab reads a limited verdict as the rule, with the line that makes it limited', () => {
    // 0901 is 8 SLP from the source: beyond the HQ range of 7, within the limited range of 10
    const units = [
      { id: 'fresh', hex: '0902' },
      { id: 'at-u0', hex: '0902', gc: { uLevel: 0 } },
      { id: 'at-u3', hex: '0902', gc: { uLevel: 3 } },
    ];
    const row = (g: GameDefinition, id: string) =>
      gcSupplyReport(gcContext(g), gcState(units), 'a').units.find((u) => u.id === id)!;
    const why =
      /^\d+ SLP from .+: beyond the full supply range of 7 SLP, within a limited supply line of 10 SLP in clear weather \(GC 16\.A\.4\)/;
    expect(row(game, 'fresh')).toMatchObject({ status: 'limited', reason: expect.stringMatching(why) });
    expect(row(game, 'fresh').reason).toMatch(/; at the judgement it takes a U0 marker \(GC 16\.B, 17\.C\)$/);
    expect(row(game, 'at-u0').reason).toMatch(/; at the judgement it stays at U0 \(GC 16\.B, 17\.C\)$/);
    // on a unit at U3 the row says what the game's reading decides, as the judgement's log will
    expect(row(game, 'at-u3').reason).toMatch(why);
    expect(row(game, 'at-u3').reason).toContain(
      '; at the judgement it keeps its U3: only full supply lowers a marker (GC 17.D.1; reading limited-on-marker keeps-level)',
    );
    expect(row(reading(game, 'limited-on-marker', 'u0'), 'at-u3').reason).toContain(
      '; at the judgement the U0 marker replaces its U3 (GC 16.B, 17.C; reading limited-on-marker u0)',
    );
  });

  it('SP railed in this phase are spent in the next phase, or at once where the game reads so', () => {
    const start = gcState([], { dumps: [{ id: 'rh', side: 'a', hex: '0101', amount: 24, captured: false }] });
    const railed = play(game, start, {
      type: 'supply.forward',
      side: 'a',
      dump: 'rh',
      hex: '0601',
      amount: 12,
      by: 'supply-net',
    }).state;
    const there = railed.dumps.find((d) => d.hex === '0601')!.id;
    const bridge = {
      type: 'points.spend',
      side: 'a',
      hex: '0601',
      resource: 'sp',
      amount: 12,
      what: 'a bridge',
      dump: there,
    };
    expect(() => play(game, railed, bridge)).toThrow(/has 0 SP to use now; a bridge needs 1 SP/);
    expect(
      play(reading(game, 'moved-sp-spent', 'same-phase'), railed, bridge).state.dumps.find((d) => d.id === there)!
        .amount,
    ).toBe(0);
  });

  it('19.F.1.a: a supply unit distributing 1/2 SP gets +1 MP, or nothing where only whole SP count', () => {
    const start = gcState(
      [
        { id: 'truck', hex: '0402', type: 'truck' },
        { id: 'x', hex: '0402' },
        { id: 'red', hex: '0502', side: 'b' },
      ],
      {
        dumps: [{ id: 'load', side: 'a', hex: '0402', amount: 36, captured: false, on: 'truck' }],
        clock: { turn: 1, side: 'a', phase: 'combat' },
      },
    );
    const attack = { type: 'combat.supply', side: 'a', role: 'attack', hex: '0502', dump: 'load', units: ['x'] };
    const truck = (g: GameDefinition) => play(g, start, attack).state.units.find((u) => u.id === 'truck')!.gc?.plusMp;
    expect(truck(game)).toBe(1);
    expect(truck(reading(game, 'distributed-part-sp', 'whole-sp-only'))).toBeUndefined();
  });

  it('17.B.1 b with chart note 2: a double-ZOC defender spends 1/2 SP a stack, or 1 SP (1/2 SP times its ZOC) where the game reads so', () => {
    const fortGame = gcGame(['.'.repeat(12), '.'.repeat(12)], {
      ...game,
      unitTypes: [...game.unitTypes, { id: 'fort', name: 'Fortress', mobility: 'leg', combat: true, zoc: 'double' }],
    });
    const start = gcState(
      [
        { id: 'f', hex: '0502', type: 'fort', gc: { uLevel: 4 } },
        { id: 'red', hex: '0602', side: 'b' },
      ],
      {
        dumps: [{ id: 'sp', side: 'a', hex: '0502', amount: 24, captured: false }],
        clock: { turn: 1, side: 'b', phase: 'combat' },
      },
    );
    const defend = { type: 'combat.supply', side: 'a', role: 'defend', hex: '0502', units: ['f'], dump: 'sp' };
    expect(play(fortGame, start, defend).events[0]).toMatchObject({ tokens: 6 });
    const { events } = play(reading(fortGame, 'double-zoc-defence', 'times-base-zoc'), start, defend);
    expect(events[0]).toMatchObject({ tokens: 12 });
    expect(events[0]!.type === 'combatSupplied' && events[0]!.note).toContain(
      'reading double-zoc-defence times-base-zoc',
    );
  });
});

describe('GC 17.B.1 b: how many additional SPs count attackers three levels better', () => {
  it('any amount by default; read "as-much-again", no less than the attack\'s own SP', () => {
    // x at U5 attacks a full ZOC from one stack: 1/2 SP; 1/12 SP more
    const start = gcState(
      [
        { id: 'x', hex: '0402', gc: { uLevel: 5 }, attack: 10 },
        { id: 'red', hex: '0502', side: 'b' },
      ],
      {
        dumps: [{ id: 'sp', side: 'a', hex: '0402', amount: 24, captured: false }],
        clock: { turn: 1, side: 'a', phase: 'combat' },
      },
    );
    const attack = (extra: number) => ({
      type: 'combat.supply',
      side: 'a',
      role: 'attack',
      hex: '0502',
      units: ['x'],
      dump: 'sp',
      extra,
    });
    expect(play(game, start, attack(1)).events[0]).toMatchObject({ tokens: 7 });
    const read = reading(game, 'extra-sp-three-levels', 'as-much-again');
    expect(() => play(read, start, attack(1))).toThrow(
      /1\/12 SP more is less than the attack's own 1\/2 SP: .*reading extra-sp-three-levels as-much-again/,
    );
    expect(play(read, start, attack(6)).events[0]).toMatchObject({ tokens: 12 });
  });
});

describe('GC 16.A.1: the line of an HQ in general supply', () => {
  it('has any length by default; read "limited-range", an HQ farther than a limited supply line supplies nobody', () => {
    // the HQ 19 SLP from the source (clear: limited range 10), its unit 2 SLP from it
    const wide = gcGame(['.'.repeat(24), '.'.repeat(24)], {
      supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }],
    });
    const state = gcState([
      { id: 'hq', hex: '2001', type: 'hq' },
      { id: 'u', hex: '2201' },
    ]);
    expect(gcCheck(wide, state).verdict('u').status).toBe('full');
    const read = gcCheck(reading(wide, 'hq-general-supply', 'limited-range'), state);
    expect(read.verdict('u').status).toBe('out');
    expect(read.supply.inactive.find((x) => x.label === 'hq')!.reason).toContain(
      'no supply line of 10 SLP or less (reading hq-general-supply limited-range)',
    );
  });
});

describe('every grand-campaign reading is documented', () => {
  it('docs/rules-interpretations.md lists each reading with its values, the default first', () => {
    const doc = readFileSync('docs/rules-interpretations.md', 'utf8');
    for (const [key, values] of Object.entries(GC_READINGS))
      expect(doc).toContain(`| \`${key}\` | ${values.map((v) => `\`${v}\``).join(', ')} |`);
  });
});
