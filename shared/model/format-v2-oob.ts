/**
 * Format version 2 (issue 17): a unit may carry its printed size (I ... XXXX) and a unit type its
 * usual counter (`defaults`: steps, factors, AR, RE, size, HQ throw range). Both are optional, so a
 * version-1 file holds a valid version-2 game or campaign as it stands: upgrading only says so.
 * Kept apart so that the coordinator can chain it with the other helpers' upgrades.
 */
type Versioned = { formatVersion?: unknown; game?: unknown };

export function upgradeGameV1ToV2<T>(raw: T): T {
  const g = raw as Versioned;
  return g.formatVersion === 1 ? ({ ...g, formatVersion: 2 } as T) : raw;
}

export function upgradeCampaignV1ToV2<T>(raw: T): T {
  const c = raw as Versioned;
  if (c.formatVersion !== 1) return raw;
  const game = typeof c.game === 'object' && c.game !== null ? upgradeGameV1ToV2(c.game) : c.game;
  return { ...c, formatVersion: 2, game } as T;
}
