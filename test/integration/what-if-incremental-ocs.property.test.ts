import { describe, expect, it } from 'vitest';
import { ocsWhatIfCampaign } from '../helpers/ocs-what-if-maps.js';
import { firstMismatch } from '../helpers/what-if-random-moves.js';

/**
 * Issue 42 item 3: the OCS drag's incremental answer (what-if-drag.ts) equals the full
 * determination on the planned state, verdict for verdict and reason for reason, every unit
 * explained — 10,000 random plans split over twenty generated maps (draws, HQ throws, eating, Landing
 * Craft, Extenders, units in Strat Mode or Out of Supply, the game's readings drawn per map).
 */
const MAPS = 20;
const PLANS_PER_MAP = 500;
/** every other map: HQs moved more often, and units set down on the enemy's line (ZOC that cuts) */
const BIAS = { hqs: 0.3, enemyLines: 0.3 };

describe('OCS what-if: incremental equals the full determination', () => {
  for (let m = 0; m < MAPS; m++) {
    const seed = 4200 + m;
    it(`map seed ${seed}: ${PLANS_PER_MAP} random plans`, () => {
      // two maps in twenty twice as large each way: more moves that no search of a side meets
      const { ctx, state } = ocsWhatIfCampaign(seed, m % 10 === 9 ? 2 : 1);
      const miss = firstMismatch(ctx, state, PLANS_PER_MAP, seed * 7919, m % 2 ? BIAS : undefined);
      // a mismatch names the plan, the side and the unit as each answer reads it
      expect(miss === null ? null : JSON.stringify(miss, null, 1)).toBeNull();
    });
  }
});
