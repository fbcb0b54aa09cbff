import type { FormatUpgrade, JsonObject } from '../../engine/ruleset.js';
import { OCS_PHASES } from './phases.js';

/**
 * The OCS phase ids of format version 2. Version 3 made the ruleset's phases the series' own order
 * (Aircraft Refit, Reinforcement, the Movement Phase's Breakout, Movement and Air/Naval Barrage
 * Segments, Supply, Reaction, Combat, Exploitation, Clean Up).
 */
export const PHASES_BEFORE_FORMAT_V3: readonly string[] = ['supply', 'movement', 'combat', 'exploitation', 'clean-up'];

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sides of a game that play the ruleset's phases (no list of their own). */
function sidesWithoutPhases(game: JsonObject): string[] {
  const own = isObject(game.phasesBySide) ? game.phasesBySide : {};
  const sides = Array.isArray(game.sides) ? game.sides.filter(isObject) : [];
  return sides.flatMap((s) => (typeof s.id === 'string' && own[s.id] === undefined ? [s.id] : []));
}

/**
 * Format 3, the OCS sequence of play: a campaign made before keeps the phase list it was made with,
 * written into `phasesBySide` for every side that had none of its own, so its clock and its log
 * read as they did. A game definition file on its own is not a campaign: a campaign made from it
 * plays the new order.
 */
const formerPhases: FormatUpgrade = {
  toVersion: 3,
  // and the OCS markers and arrays moved under `ocs` (the v2 list, frozen)
  movedUnderKey: {
    unit: ['noTraceSince', 'onLandingCraft', 'airDroppedTurn', 'internals', 'fuel'],
    state: ['pendingAttrition', 'fueledFormations', 'fuelThrownFrom'],
  },
  game(game, inCampaign) {
    if (!inCampaign) return game;
    const phasesBySide: JsonObject = { ...(isObject(game.phasesBySide) ? game.phasesBySide : {}) };
    for (const side of sidesWithoutPhases(game)) phasesBySide[side] = [...PHASES_BEFORE_FORMAT_V3];
    return { ...game, phasesBySide };
  },
  note(game, inCampaign, fromVersion) {
    if (!inCampaign || sidesWithoutPhases(game).length === 0) return null;
    const name = (id: string) => OCS_PHASES.find((p) => p.id === id)?.name ?? id;
    const missing = OCS_PHASES.filter((p) => !PHASES_BEFORE_FORMAT_V3.includes(p.id)).map((p) => p.name);
    return `written by format version ${fromVersion}: this Operational Combat Series campaign keeps the phase order it was made with (${PHASES_BEFORE_FORMAT_V3.map(name).join(', ')}), without ${missing.join(', ')}; a new campaign made from its game plays the series' full sequence of play`;
  },
};

/** The OCS rules' own steps of the format upgrades, oldest first (Ruleset.upgrades). */
export const OCS_UPGRADES: readonly FormatUpgrade[] = [formerPhases];
