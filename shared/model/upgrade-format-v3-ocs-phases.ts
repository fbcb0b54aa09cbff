/**
 * Format version 3, the OCS sequence of play: the OCS ruleset's phases became the series'
 * own order (Aircraft Refit, Reinforcement, the Movement Phase's Breakout, Movement and Air/Naval
 * Barrage Segments, Supply, Reaction, Combat, Exploitation, Clean Up). A campaign made before keeps
 * the phase list it was made with: its game gets that list written into `phasesBySide` for every side
 * that had none of its own, so its clock and its log read as they did. A game definition file on its
 * own is not a campaign: it only states the new version, and a campaign made from it plays the new order.
 */

/** A ruleset's phase list as format version 2 knew it, where v3 changed it (Ruleset.phasesBeforeFormatV3). */
export type FormerPhases = (ruleset: string) => readonly string[] | undefined;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A campaign's game (or a campaign store's game row) before version 3: the phases it was made with, written in. */
export function upgradeCampaignGameToV3(game: unknown, former: FormerPhases): unknown {
  // (a campaign file's game row is read without the v2 upgrade: version 1 rows come here too)
  if (!isObject(game) || typeof game.formatVersion !== 'number' || game.formatVersion >= 3) return game;
  const before = typeof game.ruleset === 'string' ? former(game.ruleset) : undefined;
  if (!before) return { ...game, formatVersion: 3 };
  const own = isObject(game.phasesBySide) ? game.phasesBySide : {};
  const sides = Array.isArray(game.sides) ? game.sides.filter(isObject) : [];
  const phasesBySide: Json = { ...own };
  for (const s of sides)
    if (typeof s.id === 'string' && phasesBySide[s.id] === undefined) phasesBySide[s.id] = [...before];
  return { ...game, formatVersion: 3, phasesBySide };
}

/** A campaign of version 2: its version, and its game as `upgradeCampaignGameToV3` reads it. */
export function upgradeCampaignToV3(value: unknown, former: FormerPhases): unknown {
  if (!isObject(value) || value.formatVersion !== 2) return value;
  return {
    ...value,
    formatVersion: 3,
    ...(isObject(value.game) ? { game: upgradeCampaignGameToV3(value.game, former) } : {}),
  };
}
