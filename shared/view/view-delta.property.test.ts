import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { campaign, campaignArb, game, hexes, SENTINELS } from '../../test/helpers/sentinel-campaign.js';
import { viewFor } from './view-for.js';
import { ViewMemo } from './view-memo.js';
import { applyHunks, applyViewDelta, listHunks, viewDelta, viewJson } from './view-delta.js';

/** side a's view of a sentinel campaign, with the log, ledger and verdicts the player server gives it */
function viewOf(c: Parameters<typeof campaign>[0], memo: ViewMemo, moved: Record<string, string> = {}) {
  const { state, log, ledger, report } = campaign(c);
  const units = state.units.map((u) => (moved[u.id] ? { ...u, hex: moved[u.id]! } : u));
  return viewFor('a', { ...state, units }, game, { log, ledger, verdicts: report, memo });
}

describe('a side’s view sent as changes', () => {
  it('rebuilds any list from any other by its hunks', () => {
    const item = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.record({ k: fc.integer({ min: 0, max: 4 }) }));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.array(item, { maxLength: 30 }), (a, b) => {
        expect(applyHunks(a, listHunks(a, b))).toEqual(b);
      }),
      { numRuns: 1000 },
    );
  });

  it('costs one small hunk for one changed item of a long list, and one at each end for a sliding tail', () => {
    const a = Array.from({ length: 5000 }, (_, k) => ({ id: k, hex: '0101' }));
    const b = a.map((u) => (u.id === 2500 ? { ...u, hex: '0202' } : u));
    expect(listHunks(a, b)).toEqual([{ at: 2500, remove: 1, insert: [{ id: 2500, hex: '0202' }] }]);
    const log = Array.from({ length: 300 }, (_, k) => ({ seq: k }));
    const next = [...log.slice(1), { seq: 300 }];
    expect(listHunks(log, next)).toEqual([
      { at: 0, remove: 1, insert: [] },
      { at: 300, remove: 0, insert: [{ seq: 300 }] },
    ]);
  });

  it('applying the changes reproduces the whole view, and no change carries the other side’s hidden values', () => {
    const moves = fc.dictionary(fc.constantFrom('own0', 'own1', 'zqu0z', 'zqu1z', 'zqu2z'), fc.constantFrom(...hexes), {
      maxKeys: 3,
    });
    fc.assert(
      fc.property(campaignArb, campaignArb, moves, (c1, c2, moved) => {
        const memo = new ViewMemo();
        const first = viewOf(c1, memo);
        // a unit or two moved in the same campaign, then a campaign wholly changed
        const second = viewOf(c1, memo, moved);
        const third = viewOf(c2, memo);
        let held = first;
        for (const next of [second, third]) {
          const delta = viewDelta(held, next);
          const text = JSON.stringify(delta);
          for (const s of SENTINELS) expect(text).not.toContain(s);
          held = applyViewDelta(held, delta);
          expect(held).toEqual(next);
        }
        expect(viewDelta(held, third)).toEqual({});
        expect(viewJson(third)).toBe(JSON.stringify(third));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a change that does not fit the view held, naming the list', () => {
    expect(() => applyHunks([1, 2], [{ at: 1, remove: 3, insert: [] }], 'units')).toThrow(/view's units/);
  });
});
