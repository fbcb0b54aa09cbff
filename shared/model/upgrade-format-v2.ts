/**
 * Format version 2 (campaigns and game definitions) adds, all optional:
 * - pictures: a campaign may carry its pictures (board backdrops, counter art) and a game its
 *   printed-id labels and backdrop (the VASSAL import);
 * - what a printed counter shows: a unit's `size` (I ... XXXX) and a nation's counter `color`.
 * A version 1 file holds none of them, so its upgrade only states the new version (and, in a
 * campaign, its game's). Older readers refuse version 2 files rather than silently dropping the
 * new fields.
 */
export function upgradeToV2(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const v = value as { formatVersion?: unknown; game?: unknown };
  if (v.formatVersion !== 1) return value;
  const game =
    typeof v.game === 'object' && v.game !== null && !Array.isArray(v.game) ? { game: upgradeToV2(v.game) } : {};
  return { ...v, formatVersion: 2, ...game };
}
