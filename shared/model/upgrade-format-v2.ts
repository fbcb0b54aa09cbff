/**
 * Format version 2 (campaigns and game definitions): pictures. A campaign may carry its pictures
 * (board backdrops, counter art) and a game its printed-id labels and backdrop; version 1 files
 * have none, so upgrading one only states the new version. Newer readers never lose the pictures
 * an older one would have dropped unseen: version 1 readers refuse version 2 files.
 */
export function upgradeToV2(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const v = value as { formatVersion?: unknown };
  return v.formatVersion === 1 ? { ...v, formatVersion: 2 } : value;
}
