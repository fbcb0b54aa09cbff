import { describe, expect, it } from 'vitest';
import { gcState } from '../../test/helpers/gc-scenario.js';
import { rulesetOffMapAccountNames } from './registered-views.js';

describe("the rulesets' parts of the Ledgers view", () => {
  it('names a grand-campaign supply pool account by the name the referee gave the pool (GC 19.A, 19.D)', () => {
    const state = gcState([], {
      rules: {
        gc: {
          supplyPools: [
            { id: 'de-nat', name: 'German national pool', side: 'a', kind: 'national', amount: 24 },
            { id: 'east', name: 'East SRP', side: 'a', kind: 'theatre', resource: 'srp', amount: 36 },
          ],
        },
      },
    });
    expect(Object.fromEntries(rulesetOffMapAccountNames(state))).toEqual({
      'de-nat': 'German national pool',
      east: 'East SRP',
    });
  });

  it('has no account off the map to name in a campaign without pools', () => {
    expect(rulesetOffMapAccountNames(gcState([])).size).toBe(0);
  });
});
