import { describe, expect, it } from 'vitest';
import { captureTable, dumpBlowingTable, ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');

/**
 * Worked by hand from OCS 12.1d ("an SP belongs to (and can only be used by) the
 * player who brought it onto the map unless it has been captured"), 12.3a, 12.4, 12.5, 12.11.
 * A corridor 0101-0112. The only SP on the map: Axis dump axd, 8T at 0107. Axis infantry ax at 0105
 * (2 MP from the dump). Soviet infantry sv at 0109 and Soviet motorized svmot at 0110, both within
 * 5 Truck MP of 0107 (0109 -> 0108 is 1 MP, and 0108 is next to the dump, 12.3c): in reach, but
 * not theirs. A Soviet Transport Point svtp stands in 0107 itself.
 * Verdicts: every Soviet use of axd is refused or finds nothing (0T of their own), axd stays 8T;
 * the same uses by the Axis are paid from it. Once a Soviet combat unit captures the dump (12.11b,
 * Capture Table 100%), the captured SP are the Soviets' (12.1d) and pay their barrage.
 */
describe('OCS 12.1d: a side spends only its own dumps (captured SP aside)', () => {
  const tables = {
    tables: [
      dumpBlowingTable([50, 50, 50, 50, 50, 50]),
      captureTable([100, 100, 100, 100, 100, 100], [100, 100, 100, 100, 100, 100]),
    ],
  };
  const s = ocsScenario(
    line(12),
    [
      { id: 'ax', hex: '0105', attack: 2 },
      { id: 'sv', hex: '0109', side: 'b', attack: 2 },
      { id: 'svmot', hex: '0110', side: 'b', type: 'mot', attack: 2 },
      { id: 'svtp', hex: '0107', side: 'b', type: 'tp' },
    ],
    tables,
    [{ id: 'axd', side: 'a', hex: '0107', amount: 8, captured: false }],
  );
  const soviet = (phase: string) => ({ ...s.state, clock: { turn: 3, side: 'b', phase } });
  const axd = (state: typeof s.state) => state.dumps.find((d) => d.id === 'axd')!.amount;

  it('spending (barrage): the Soviets hold 0T in reach; the Axis pay from their dump', () => {
    expect(() =>
      play(s.game, soviet('combat'), { type: 'supply.spend', side: 'b', reason: 'barrage', units: ['sv'], amount: 2 }),
    ).toThrow(/hold 0T between them; 2T are needed/);
    const axis = play(s.game, s.state, {
      type: 'supply.spend',
      side: 'a',
      reason: 'barrage',
      units: ['ax'],
      amount: 2,
    });
    expect(axd(axis.state)).toBe(6);
  });

  it('fuel: a Soviet Truck unit next to the Axis dump finds no fuel of its own', () => {
    expect(() => play(s.game, soviet('movement'), { type: 'fuel.pay', side: 'b', units: ['svmot'] })).toThrow(
      /svmot: no dump in draw or throw range of svmot \(0110\) holds 1T/,
    );
  });

  it('combat supply: the Soviet defender falls back on its internal stocks (12.10a); the Axis dump is untouched', () => {
    const d = play(s.game, soviet('combat'), {
      type: 'combat.supply',
      side: 'b',
      role: 'defend',
      hex: '0109',
      units: ['sv'],
    });
    expect(d.events.filter((e) => e.type === 'dumpSpent')).toEqual([]);
    expect(d.events).toContainEqual(expect.objectContaining({ type: 'internalsUsed', unit: 'sv' }));
    expect(axd(d.state)).toBe(8);
  });

  it('blowing and loading: the Soviets can neither blow nor load the Axis dump', () => {
    expect(() => play(s.game, soviet('movement'), { type: 'dump.blow', dump: 'axd', amount: 4, dice: [3] })).toThrow(
      /the dump at \d+ belongs to a/,
    );
    expect(() =>
      play(s.game, soviet('movement'), { type: 'supply.load', dump: 'axd', carrier: 'svtp', amount: 4 }),
    ).toThrow(/^the dump at \d+ belongs to a; svtp cannot load it$/);
  });

  it('captured SP aside: once captured, the SP are the Soviets and pay their barrage', () => {
    const taken = play(
      s.game,
      soviet('movement'),
      { type: 'unit.move', unit: 'sv', hex: '0108' },
      { type: 'unit.move', unit: 'sv', hex: '0107' },
      { type: 'dump.capture', dump: 'axd', unit: 'sv', dice: [6] },
    ).state;
    const captured = taken.dumps.find((d) => d.side === 'b')!;
    expect(captured).toMatchObject({ hex: '0107', amount: 8, captured: true });
    const spent = play(
      s.game,
      { ...taken, clock: { ...taken.clock, phase: 'combat' } },
      { type: 'supply.spend', side: 'b', reason: 'barrage', units: ['sv'], amount: 2 },
    );
    expect(spent.state.dumps.find((d) => d.id === captured.id)!.amount).toBe(6);
  });
});
