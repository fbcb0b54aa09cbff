import { describe, expect, it } from 'vitest';
import { gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { LedgerWalker } from '../registered-events.js';

const game = gcGame(['.'.repeat(10), '.'.repeat(10)]);
const dump = (id: string, amount: number, more: object = {}) => ({
  id,
  side: 'a',
  hex: '0302',
  amount,
  captured: false,
  ...more,
});
const start = gcState([], {
  dumps: [dump('depot', 5 * 12), dump('srp', 2 * 12, { resource: 'srp' }), dump('chits', 12, { resource: 'chit' })],
});

describe('GC 19: a side destroys its own SPs and SRPs', () => {
  it('takes the points out of the dump as wasted, one ledger entry with the reason', () => {
    const { state, events } = play(game, start, { type: 'supply.destroy', side: 'a', dump: 'depot', amount: 3 * 12 });
    expect(state.dumps.find((d) => d.id === 'depot')!.amount).toBe(2 * 12);
    const ledger = new LedgerWalker(start.dumps).deltas(events);
    expect(ledger).toEqual([expect.objectContaining({ dump: 'depot', amount: -3 * 12, reason: 'wasted' })]);
    expect(
      play(game, start, { type: 'supply.destroy', side: 'a', dump: 'srp', amount: 12 }).state.dumps[1]!.amount,
    ).toBe(12);
  });
  it("refuses more than the dump holds, Offensive Chits, another side's dump and the other player-turn", () => {
    expect(() => play(game, start, { type: 'supply.destroy', side: 'a', dump: 'depot', amount: 6 * 12 })).toThrow(
      /depot holds 5 SP; 6 asked for/,
    );
    expect(() => play(game, start, { type: 'supply.destroy', side: 'a', dump: 'chits', amount: 12 })).toThrow(
      /only SPs and SRPs/,
    );
    expect(() => play(game, start, { type: 'supply.destroy', side: 'b', dump: 'depot', amount: 12 })).toThrow(
      /there is no b dump "depot"/,
    );
    const theirTurn = { ...start, clock: { ...start.clock, side: 'b' } };
    expect(() => play(game, theirTurn, { type: 'supply.destroy', side: 'a', dump: 'depot', amount: 12 })).toThrow(
      /during its own player-turn/,
    );
  });
});
