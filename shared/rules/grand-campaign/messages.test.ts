import { describe, expect, it } from 'vitest';
import { gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { describeEvent, LedgerWalker } from '../registered-events.js';
import { formatTwelfths } from './quantity.js';
import { resourceArrivals } from './resource-commands.js';

const game = gcGame(['.'.repeat(10), '.'.repeat(10)], {
  supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }],
});

describe('GC messages', () => {
  it('SRP loaded on a unit read in SRP, not SP', () => {
    const start = gcState([{ id: 'div', hex: '0301', re: 3 }], {
      dumps: [{ id: 'srp', side: 'a', hex: '0301', amount: 24, captured: false, resource: 'srp' }],
      clock: { turn: 1, side: 'a', phase: 'movement' },
    });
    const { events } = play(game, start, { type: 'supply.load', side: 'a', dump: 'srp', carrier: 'div', amount: 24 });
    expect(describeEvent(events[0]!, formatTwelfths)).toMatch(/^2 SRP loaded from dump srp/);
    // what a unit carries is named as what it is
    const loaded = play(game, start, { type: 'supply.load', side: 'a', dump: 'srp', carrier: 'div', amount: 24 }).state;
    const carried = loaded.dumps.find((d) => d.on === 'div')!.id;
    expect(() =>
      play(game, loaded, { type: 'supply.forward', side: 'a', dump: carried, hex: '0501', amount: 12, by: 'smp' }),
    ).toThrow('the SRP carried by div: move the unit instead');
  });

  it('SRP destroyed, spent from a dump or drawn from a pool read in SRP, not SP', () => {
    const start = gcState([{ id: 'eng', hex: '0301' }], {
      dumps: [{ id: 'srp', side: 'a', hex: '0301', amount: 24, captured: false, resource: 'srp' }],
      rules: {
        gc: {
          supplyPools: [{ id: 'east', name: 'East SRP', side: 'a', kind: 'theatre', resource: 'srp', amount: 36 }],
        },
      },
    });
    const line = (command: Record<string, unknown>) =>
      describeEvent(play(game, start, command).events[0]!, formatTwelfths);
    expect(line({ type: 'supply.destroy', side: 'a', dump: 'srp', amount: 12 })).toMatch(/spent 1 SRP \(wasted/);
    const fort = { type: 'points.spend', side: 'a', hex: '0301', resource: 'srp', amount: 12, what: 'a fort' };
    expect(line({ ...fort, dump: 'srp' })).toMatch(/spent 1 SRP \(construction/);
    expect(line({ ...fort, pool: 'east', unit: 'eng' })).toMatch(/^pool east: 3 SRP − 1 SRP = 2 SRP/);
  });

  it('19.B.1: SRPs arriving at the start of turn 3 are ledgered under turn 3, in the phase they arrive in', () => {
    const state = gcState([], {
      rules: {
        gc: { resourceTrack: [{ turn: 3, side: 'a', hex: '0301', amount: 12, note: 'fort dismantled at 0301' }] },
      },
      clock: { turn: 2, side: 'b', phase: 'exploitation' },
    });
    const events = resourceArrivals(state, state.clock, { turn: 3, side: 'a', phase: 'supply-judgement' });
    const rows = new LedgerWalker(state.dumps).deltas(events);
    // not under the Soviet Exploitation Phase of turn 2, where Next phase was pressed
    expect(rows).toMatchObject([{ amount: 12, reason: 'received', turn: 3, side: 'a', phase: 'supply-judgement' }]);
    expect(describeEvent(events[0]!, formatTwelfths)).toBe(
      '1 SRP arrive at 0301 at the start of turn 3 (fort dismantled at 0301)',
    );
  });

  it('19.G: a chit converted this phase is refused with the reason', () => {
    const start = gcState([], { dumps: [{ id: 'depot', side: 'a', hex: '0301', amount: 60, captured: false }] });
    const { state } = play(game, start, { type: 'resource.convert', side: 'a', dump: 'depot', to: 'chit', amount: 60 });
    const chit = state.dumps.find((d) => d.resource === 'chit')!.id;
    expect(() => play(game, state, { type: 'resource.convert', side: 'a', dump: chit, to: 'sp', amount: 12 })).toThrow(
      /were converted this phase, and converted points may not be used or moved in the phase they are converted \(GC 19.G\)/,
    );
  });

  it('17.D.2: special supply spent beyond what the RE need is said in the log, not taken silently', () => {
    // a Soviet unit at 0501 and 0502 cuts u (6 RE, U2) off; the SP beside it: 2 SP for 6 RE, where 1/2 SP buys the two levels
    const start = gcState(
      [
        { id: 'u', hex: '0801', re: 6, gc: { uLevel: 2 } },
        { id: 'red1', hex: '0501', side: 'b' },
        { id: 'red2', hex: '0502', side: 'b' },
      ],
      { dumps: [{ id: 'sp', side: 'a', hex: '0701', amount: 24, captured: false }] },
    );
    const judged = play(game, start, { type: 'supply.apply', side: 'a' }).state;
    const { events } = play(game, judged, { type: 'supply.resupply', side: 'a', units: ['u'], dump: 'sp', amount: 24 });
    expect(events[0]).toMatchObject({
      type: 'dumpSpent',
      note: '2 levels for 6 RE (GC 17.D.2); 1/2 SP would have bought the same, 1 1/2 SP bought nothing',
    });
  });

  it('16.A.6: SP within the special range whose every line crosses an enemy ZOC are refused for the ZOC, not as beyond range', () => {
    // SP at 0201, u at 0601: 4 SLP, the special range; the Soviet unit at 0402 puts every hex between in its ZOC
    const start = gcState(
      [
        { id: 'u', hex: '0601', gc: { uLevel: 2 } },
        { id: 'red', hex: '0402', side: 'b' },
      ],
      { dumps: [{ id: 'sp', side: 'a', hex: '0201', amount: 24, captured: false }] },
    );
    const judged = play(game, start, { type: 'supply.apply', side: 'a' }).state;
    expect(() =>
      play(game, judged, { type: 'supply.resupply', side: 'a', units: ['u'], dump: 'sp', amount: 6 }),
    ).toThrow(
      'u at 0601 is within 4 SLP of 0201 only through enemy ZOC no friendly unit holds, which blocks a special supply line (GC 16.A.6)',
    );
  });
});
