import { describe, expect, it } from 'vitest';
import { captureTable, dumpBlowingTable, ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const tables = {
  tables: [
    dumpBlowingTable([25, 50, 50, 75, 75, 100]),
    captureTable([0, 25, 50, 50, 75, 100], [0, 0, 50, 50, 100, 100]),
  ],
};

function scenario(phase = 'movement') {
  const s = ocsScenario(
    line(8),
    [
      { id: 'a1', hex: '0103', attack: 3 },
      { id: 'b1', hex: '0105', side: 'b', attack: 4 },
      { id: 'b0', hex: '0105', side: 'b', attack: 0 },
    ],
    tables,
    [
      { id: 'ad', side: 'a', hex: '0105', amount: 16, captured: false },
      { id: 'own', side: 'a', hex: '0102', amount: 16, captured: false },
    ],
  );
  s.state.clock = { turn: 3, side: 'a', phase };
  return s;
}

describe('OCS 12.11 blowing and capturing dumps', () => {
  it("12.11a, the rule's example: blowing 3 of 4 SP at 75% destroys 2 SP and 1T, once per phase, in the owner's movement", () => {
    const s = scenario();
    const { state, events } = play(s.game, s.state, { type: 'dump.blow', dump: 'own', amount: 12, dice: [4] });
    expect(events[0]).toMatchObject({ type: 'dumpBlown', percent: 75, destroyed: 9 });
    expect(state.dumps.find((d) => d.id === 'own')!.amount).toBe(7);
    expect(() => play(s.game, state, { type: 'dump.blow', dump: 'own', amount: 4, dice: [6] })).toThrow(
      /already blown this phase/,
    );
    expect(() =>
      play(s.game, scenario('combat').state, { type: 'dump.blow', dump: 'own', amount: 4, dice: [6] }),
    ).toThrow(/Movement, Reaction or Exploitation Phase/);
  });
  it('12.11b capture: an attack-capable unit in the hex rolls on the Capture Table; the captured SP change owner, the rest are destroyed', () => {
    const s = scenario();
    const { state, events } = play(s.game, s.state, { type: 'dump.capture', dump: 'ad', unit: 'b1', dice: [3] });
    expect(events[0]).toMatchObject({ type: 'dumpCaptured', percent: 50, captured: 8, destroyed: 8 });
    expect(state.dumps.filter((d) => d.hex === '0105').map((d) => [d.side, d.amount, d.captured])).toEqual([
      ['a', 0, false],
      ['b', 8, true],
    ]);
    expect(() => play(s.game, s.state, { type: 'dump.capture', dump: 'ad', unit: 'b0', dice: [3] })).toThrow(
      /not attack-capable/,
    );
    expect(() => play(s.game, s.state, { type: 'dump.capture', dump: 'own', unit: 'b1', dice: [3] })).toThrow(
      /must enter 0102/,
    );
  });
  it("capture of Transport Points: the second column gives the share of points taken; a loaded truck's SP go first", () => {
    const types = {
      unitTypes: [
        { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
        { id: 'tp', name: 'Truck', mobility: 'truck', combat: false, symbol: 'transport' as const, capacity: 4 },
      ],
    };
    const s = ocsScenario(
      line(8),
      [
        { id: 'trucks', hex: '0105', type: 'tp', points: 3 },
        { id: 'b1', hex: '0105', side: 'b', attack: 4 },
      ],
      { ...tables, ...types },
      [{ id: 'load', side: 'a', hex: '0105', amount: 4, captured: false, on: 'trucks' }],
    );
    expect(() => play(s.game, s.state, { type: 'transport.capture', unit: 'trucks', by: 'b1', dice: [3] })).toThrow(
      /carries SP: capture them first/,
    );
    const { state, events } = play(
      s.game,
      s.state,
      { type: 'dump.capture', dump: 'load', unit: 'b1', dice: [6] },
      { type: 'transport.capture', unit: 'trucks', by: 'b1', dice: [3] },
    );
    expect(events.at(-1)).toMatchObject({ type: 'transportCaptured', percent: 50, captured: 2, destroyed: 1 });
    expect(state.units.filter((u) => u.type === 'tp').map((u) => [u.id, u.side, u.points])).toEqual([
      ['trucks-captured', 'b', 2],
    ]);
  });
});
