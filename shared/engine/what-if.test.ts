import { describe, expect, it } from 'vitest';
import type { CampaignState } from '../model/campaign-schema.js';
import type { SupplyReport } from './ruleset.js';
import { placedState } from './what-if.js';
import { changeCounts, changedUnits, verdictChanges } from './verdict-changes.js';

const state = {
  units: [
    { id: 'hq', side: 'axis', hex: '0101' },
    { id: 'tp', side: 'axis', hex: '0102' },
  ],
  dumps: [
    { id: 'd1', side: 'axis', hex: '0103', amount: 8 },
    { id: 'load', side: 'axis', hex: '0102', amount: 4, on: 'tp' },
  ],
} as unknown as CampaignState;
const onMap = (h: string) => /^0[1-5]0[1-5]$/.test(h);

describe('a plan of placements', () => {
  it('sets units and dumps down where it says, SP loaded on a unit going with it, and leaves the campaign as it was', () => {
    const planned = placedState(
      state,
      [
        { unit: 'tp', hex: '0505' },
        { dump: 'd1', hex: '0404' },
      ],
      onMap,
    );
    expect(planned.units.map((u) => u.hex)).toEqual(['0101', '0505']);
    expect(planned.dumps.map((d) => d.hex)).toEqual(['0404', '0505']);
    expect(state.units.map((u) => u.hex)).toEqual(['0101', '0102']);
    expect(state.dumps.map((d) => d.hex)).toEqual(['0103', '0102']);
  });

  it('the last placement of a counter is where it ends', () => {
    const planned = placedState(
      state,
      [
        { unit: 'hq', hex: '0202' },
        { unit: 'hq', hex: '0303' },
      ],
      onMap,
    );
    expect(planned.units[0]!.hex).toBe('0303');
  });

  it('refuses a placement off the map or of something not there, naming which', () => {
    expect(() => placedState(state, [{ unit: 'hq', hex: '0909' }], onMap)).toThrow(/placement 1: "0909" is not a hex/);
    expect(() =>
      placedState(
        state,
        [
          { unit: 'hq', hex: '0202' },
          { dump: 'x', hex: '0202' },
        ],
        onMap,
      ),
    ).toThrow(/placement 2: there is no dump "x"/);
    expect(() => placedState(state, [{ unit: 'hq', dump: 'd1', hex: '0202' }], onMap)).toThrow(
      /either a unit or a dump/,
    );
  });
});

const report = (units: Array<[string, string, string]>): SupplyReport => ({
  side: 'axis',
  turn: 1,
  inactiveSources: [],
  units: units.map(([id, status, reason]) => ({ id, name: id, hex: '0101', status, via: null, reason, path: [] })),
});

describe('the verdicts a plan changes', () => {
  it('lists a unit whose status or supplier differs, and a moved unit even when its verdict does not; reasons worded otherwise are no change', () => {
    const before = report([
      ['a', 'in-supply', 'thrown by HQ'],
      ['b', 'in-supply', 'draws'],
      ['c', 'eats', 'nearest HQ 7 MP'],
    ]);
    const after = report([
      ['a', 'out-of-supply', 'none'],
      ['b', 'in-supply', 'draws'],
      ['c', 'eats', 'nearest HQ 9 MP'],
    ]);
    expect(changedUnits(before, before, new Set(['b']))).toEqual(['b']);
    const ids = changedUnits(before, after, new Set());
    expect(ids).toEqual(['a']);
    const changes = verdictChanges(before, after, ids, new Set());
    expect(changes[0]!.before.reason).toBe('thrown by HQ');
    expect(changes[0]!.after.reason).toBe('none');
    expect(changeCounts(changes)).toEqual({ axis: { changed: 1, status: 1 } });
  });

  it('finds each unit by its id when the two reports list their units in another order', () => {
    const before = report([
      ['a', 'in-supply', 'draws'],
      ['b', 'in-supply', 'draws'],
      ['c', 'in-supply', 'draws'],
    ]);
    const after = report([
      ['c', 'in-supply', 'draws'],
      ['b', 'out-of-supply', 'cut'],
      ['a', 'in-supply', 'draws'],
    ]);
    expect(changedUnits(before, after, new Set())).toEqual(['b']);
    expect(changedUnits(before, after, new Set(['c']))).toEqual(['c', 'b']);
    expect(verdictChanges(before, after, ['b'], new Set())[0]!.after.status).toBe('out-of-supply');
  });
});
