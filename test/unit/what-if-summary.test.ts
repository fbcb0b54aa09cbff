import { describe, expect, it } from 'vitest';
import type { WhatIfView } from '../../shared/api.js';
import { whatIfShown } from '../../src-renderer/map/what-if-summary.js';

const change = (side: string, id: string, hex: string, before: string, after: string) => ({
  side,
  id,
  name: id,
  moved: false,
  before: { hex, status: before, via: null, reason: '' },
  after: { hex, status: after, via: null, reason: '' },
});

describe('the what-if banner while a counter is dragged', () => {
  it("counts each side's changed verdicts in its own name, and marks where the units stand", () => {
    const view: WhatIfView = {
      changes: [
        change('axis', 'a', '2210', 'in-supply', 'out-of-supply'),
        change('axis', 'b', '2210', 'in-supply', 'in-supply'),
        change('soviet', 'c', '2517', 'out-of-supply', 'in-supply'),
      ],
      counts: { axis: { changed: 2, status: 1 }, soviet: { changed: 1, status: 1 } },
    };
    const shown = whatIfShown(view, [
      { id: 'axis', name: 'Axis <b>' },
      { id: 'soviet', name: 'Soviet' },
    ]);
    expect(shown.text).toBe('Axis <b>: 2 verdicts change, 1 in status; Soviet: 1 verdict changes, 1 in status');
    expect(shown.hexes).toEqual(['2210', '2517']);
  });

  it("says the moved units' own supply in the hovered hex first, in the ruleset's words", () => {
    const label = (s: string) => ({ 'in-supply': 'in supply', 'out-of-supply': 'out of supply' })[s] ?? s;
    const hq = { ...change('axis', 'hq', '2114', 'in-supply', 'in-supply'), name: 'XLVIII Pz Corps HQ', moved: true };
    const shown = whatIfShown(
      {
        changes: [hq, change('axis', 'a', '2210', 'in-supply', 'out-of-supply')],
        counts: { axis: { changed: 2, status: 1 } },
      },
      [{ id: 'axis', name: 'Axis' }],
      label,
    );
    expect(shown.text).toBe('XLVIII Pz Corps HQ in supply. Axis: 2 verdicts change, 1 in status');
    // a whole stack in the hand: how many of them in each status
    const stack = ['in-supply', 'in-supply', 'out-of-supply', 'in-supply'].map((s, k) => ({
      ...change('soviet', `r${k}`, '2517', 'in-supply', s),
      moved: true,
    }));
    expect(whatIfShown({ changes: stack, counts: { soviet: { changed: 4, status: 1 } } }, [], label).text).toBe(
      '4 moved units: 3 in supply, 1 out of supply. no verdict changes',
    );
  });

  it('says so when nothing changes', () => {
    expect(whatIfShown({ changes: [], counts: {} }, [{ id: 'axis', name: 'Axis' }]).text).toBe('no verdict changes');
  });
});
