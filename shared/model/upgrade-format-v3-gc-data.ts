/**
 * Format version 3, grand-campaign data (GC 19.A.1.a, 19.A.4, 19.A, 19.D): a game may list its
 * major depots and the HQs attached to each; a campaign may hold its national and theatre supply
 * pools, and an airbase unit its capacity, strategic flag and Supplied Airbase marker. A version 2
 * file holds none of them: its upgrade states the new version and the empty lists (no major
 * depots, no pools), so every SP on the map reads as before.
 */
export function upgradeV3GcData(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const v = value as { formatVersion?: unknown; game?: unknown; setup?: unknown; format?: unknown };
  if (v.formatVersion !== 2) return value;
  const isObject = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && !Array.isArray(x);
  if (v.format === 'quartermaster-campaign') {
    const game = isObject(v.game) ? { game: upgradeV3GcData(v.game) } : {};
    // (the campaign's pools start empty: the grand campaign's own state fills in `supplyPools: []`)
    return { ...v, formatVersion: 3, ...game };
  }
  return { ...v, formatVersion: 3, majorDepots: (v as { majorDepots?: unknown }).majorDepots ?? [] };
}
