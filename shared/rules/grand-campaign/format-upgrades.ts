import type { FormatUpgrade } from '../../engine/ruleset.js';

/**
 * Format 3, grand-campaign data (GC 19.A.1.a, 19.A.4, 19.A, 19.D): a game may list its major depots
 * and the HQs attached to each; a campaign may hold its national and theatre supply pools, and an
 * airbase unit its capacity, strategic flag and Supplied Airbase marker. A version 2 file holds none
 * of them: the game gets the empty list of major depots, and the campaign's pools start empty (the
 * grand campaign's own state fills them in), so every SP on the map reads as before.
 */
const gcData: FormatUpgrade = {
  toVersion: 3,
  // and the grand campaign's markers and arrays moved under `gc` (the v2 list, frozen)
  movedUnderKey: {
    unit: ['uLevel', 'isolated', 'plusMp', 'resupplied', 'eliminatedIsolated'],
    state: ['pools', 'resourceTrack', 'budgets', 'eliminationRolled', 'fortressesLost'],
  },
  game: (game) => ({ ...game, majorDepots: game.majorDepots ?? [] }),
};

/** The grand campaign's own steps of the format upgrades, oldest first (Ruleset.upgrades). */
export const GC_UPGRADES: readonly FormatUpgrade[] = [gcData];
