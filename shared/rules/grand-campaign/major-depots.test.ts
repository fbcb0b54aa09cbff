import { describe, expect, it } from 'vitest';
import { gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

/**
 * GC 19.A.1.a and 19.A.3 worked by hand. Clear weather: HQ range 7 SLP, special range 4. A source
 * at 0102; the army HQ "hq" at 0402 (in general supply); the major depot Lemberg at 0202 with
 * "hq" attached, holding 10 SP; 5 SP in a plain dump at 0302. The attacker x at 0903 is 5 SLP from
 * hq (full supply from an attached HQ) but 6-7 SLP from either dump (beyond special range). So:
 * "If the SP is to come from a major depot, the attacking units must be able to trace full supply
 * from an HQ attached to the depot" — Lemberg pays its 1/2 SP (one stack, full ZOC); the plain dump
 * is only a special supply source and is out of range; with Lemberg's attached HQ far away
 * (hq2 at 1802, 9 SLP), Lemberg may not pay either. Reserve SP (19.A.3) follow the same rules.
 */
describe('GC 19.A.1.a, 19.C, 19.A.3: attack and reserve SP come from a major depot or a special supply source', () => {
  const rows = ['.'.repeat(20), '.'.repeat(20), '.'.repeat(20)];
  const lemberg = (hqs: string[]) =>
    gcGame(rows, {
      supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
      majorDepots: [{ id: 'lemberg', name: 'Lemberg', side: 'a', hex: '0202', hqs }],
    });
  const dump = (id: string, hex: string, sp: number) => ({ id, side: 'a', hex, amount: sp * 12, captured: false });
  const start = gcState(
    [
      { id: 'hq', hex: '0402', type: 'hq' },
      { id: 'hq2', hex: '1802', type: 'hq' },
      { id: 'x', hex: '0903' },
      { id: 'red', hex: '1003', side: 'b' },
    ],
    { dumps: [dump('md', '0202', 10), dump('plain', '0302', 5)], clock: { turn: 1, side: 'a', phase: 'combat' } },
  );
  const attack = (dumpId: string) => ({
    type: 'combat.supply',
    side: 'a',
    role: 'attack',
    hex: '1003',
    units: ['x'],
    dump: dumpId,
  });

  it('a major depot pays for attackers in full supply from an HQ attached to it', () => {
    const { state, events } = play(lemberg(['hq']), start, attack('md'));
    expect(state.dumps.find((d) => d.id === 'md')!.amount).toBe(120 - 6);
    expect(events.find((e) => e.type === 'dumpSpent')).toMatchObject({
      note: 'attack on 1003, from the major depot Lemberg, in full supply from hq',
    });
  });

  it('not when its attached HQ is out of reach; any other SP only within special supply range', () => {
    expect(() => play(lemberg(['hq2']), start, attack('md'))).toThrow(
      /x at 0903 does not trace full supply \(7 SLP\) from hq2, attached to the major depot Lemberg/,
    );
    expect(() => play(lemberg(['hq']), start, attack('plain'))).toThrow(
      /x at 0903 is not within the special supply range of 4 SLP of plain at 0302, and 0302 is no major depot/,
    );
  });

  it('reserve SP (19.A.3) follow the same rules', () => {
    const reserve = (d: string) => ({ type: 'reserve.pay', side: 'a', hexes: ['0903'], dump: d });
    const moving = { ...start, clock: { ...start.clock, phase: 'movement' } };
    expect(play(lemberg(['hq']), moving, reserve('md')).state.units.find((u) => u.id === 'x')!.mode).toBe('reserve');
    expect(() => play(lemberg(['hq']), moving, reserve('plain'))).toThrow(/the stack of x at 0903 is not within/);
  });
});
