import type { FogRules, GameFog } from '../model/fog-schema.js';
import type { GameDefinition } from '../model/game-schema.js';

/**
 * Each ruleset's fog of war when the game says nothing. None of these systems prints fog rules
 * (their counters are open information at the table), so these are the app's own choice, tiered
 * as the OCS VASSAL module's hidden, concealed and flattened ranges are (its values not copied:
 * a game sets its own in `fog`): the whole counter next to a friendly unit, its type within two hexes, a marker within four; woods, forest,
 * swamp, marsh, city and mountain hide a unit one level more. Enemy dumps show as markers where
 * units are seen in full, never with their amounts.
 */
const COMMON_CONCEALING = ['woods', 'forest', 'swamp', 'marsh', 'city', 'mountain', 'jungle', 'hills-woods'];

/** the common sight, for a ruleset without its own */
const COMMON: FogRules = {
  full: 1,
  type: 2,
  marker: 4,
  concealing: COMMON_CONCEALING,
  enemyDumps: 'marker',
  reveal: [],
};

const DEFAULTS: Record<string, FogRules> = {
  ocs: COMMON,
  // GC's hexes are larger (about 10 miles): the same sight, one hex shorter for markers
  'grand-campaign': { full: 1, type: 2, marker: 3, concealing: COMMON_CONCEALING, enemyDumps: 'marker', reveal: [] },
  classic: COMMON,
};

/** The ruleset's defaults with the game's own fog over them. */
export function fogRulesOf(game: Pick<GameDefinition, 'ruleset'> & { fog?: GameFog | undefined }): FogRules {
  const base = DEFAULTS[game.ruleset] ?? COMMON;
  const own = game.fog ?? {};
  const rules: FogRules = { ...base };
  for (const [k, v] of Object.entries(own)) if (v !== undefined) (rules as Record<string, unknown>)[k] = v;
  // sight never widens as it gets less detailed
  rules.type = Math.max(rules.type, rules.full);
  rules.marker = Math.max(rules.marker, rules.type);
  return rules;
}
