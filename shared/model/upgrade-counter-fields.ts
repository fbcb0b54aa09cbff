/**
 * Format version 2 of game and campaign files adds what a printed counter shows: a unit's `size`
 * (I ... XXXX) and a nation's counter `color`, both optional. A version 1 file holds neither, so
 * its upgrade only records the new version (and, in a campaign, its game's); an older
 * Quartermaster refuses version 2 files rather than silently dropping the new fields.
 */
export function upgradeCounterFieldsV1(value: object): object {
  const v = value as { formatVersion?: unknown; game?: unknown };
  if (typeof v.formatVersion === 'number' && v.formatVersion >= 2) return value;
  const game =
    typeof v.game === 'object' && v.game !== null && !Array.isArray(v.game)
      ? { game: upgradeCounterFieldsV1(v.game) }
      : {};
  return { ...value, formatVersion: 2, ...game };
}
