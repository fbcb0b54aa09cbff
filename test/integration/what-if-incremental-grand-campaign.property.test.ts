import { describe, expect, it } from 'vitest';
import { firstMismatch } from '../helpers/what-if-random-moves.js';
import { gcRandomCampaign } from '../helpers/gc-random-campaign.js';

/**
 * "What if I move this?" in the grand campaign: the drag's incremental answer equals the full
 * determination (GC 16.A full, limited and out of supply; 16.A.1 HQs in general supply; 16.F.2 other
 * nations' HQs; 16.G isolation; 16.A.6 special supply) verdict for verdict and reason for reason,
 * over 10,000 random plans split across 40 generated maps.
 */
const MAPS = Array.from({ length: 40 }, (_, k) => k + 1);
const PLANS = 250;

describe('the grand campaign what-if drag answers random plans as the full determination does', () => {
  it.each(MAPS)(`map ${'%i'}: ${PLANS} plans`, { timeout: 60_000 }, (seed) => {
    const { ctx, state } = gcRandomCampaign(seed);
    const miss = firstMismatch(ctx, state, PLANS, seed * 7919);
    if (miss)
      expect.fail(
        `plan ${JSON.stringify(miss.plan)}, side ${miss.side}\n full:        ${miss.full}\n incremental: ${miss.incremental}`,
      );
  });
});
