import { DEFAULT_READINGS, DEFAULT_ZOC_RULES } from './game-readings-schema.js';

/**
 * Format version 3 (readings): a game states the reading it uses where a rule text reads two ways
 * (`readings`) and its zones of control as data (`zoc`). A version 2 game had neither: it judged
 * by the defaults, so its upgrade writes the defaults in and states version 3 (in a campaign, for
 * its game too). Fields a file already holds are kept. A reading added later whose default is not
 * how version 2 judged is written in as version 2 judged (JUDGED_BEFORE), so the file's verdicts stay.
 */
export function upgradeToV3Readings(value: unknown): unknown {
  if (!isObject(value)) return value;
  if (value.formatVersion !== 2) return value;
  if (value.format === 'quartermaster-campaign') {
    return isObject(value.game)
      ? { ...value, formatVersion: 3, game: upgradeGame(value.game) }
      : { ...value, formatVersion: 3 };
  }
  return upgradeGame(value);
}

/** OCS 12.3d: version 2 let a draw path start next to a dump in enemy ZOC (docs/rules-interpretations.md). */
export const JUDGED_BEFORE = { dumpInEnemyZoc: 'path-from-next-hex' } as const;

function upgradeGame(game: Record<string, unknown>): Record<string, unknown> {
  if (game.formatVersion !== 2) return game;
  return {
    ...game,
    formatVersion: 3,
    readings: { ...DEFAULT_READINGS, ...JUDGED_BEFORE, ...(isObject(game.readings) ? game.readings : {}) },
    zoc: { ...DEFAULT_ZOC_RULES, ...(isObject(game.zoc) ? game.zoc : {}) },
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
