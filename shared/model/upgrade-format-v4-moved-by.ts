/**
 * Format version 4: a dump no longer records how the SP loaded on it were moved (`movedBy`). Nothing
 * read it: OCS 12.2a's one limit that counts (SP unloaded or shipped this phase are not loaded
 * again in it) is the dump's `arrived`. A version-3 campaign's dumps drop it and nothing else
 * changes; the log's events keep their transport kind (`by`), which is the command's own record.
 */
export function upgradeToV4(value: unknown): unknown {
  if (!isObject(value) || value.format !== 'quartermaster-campaign' || value.formatVersion !== 3) return value;
  const setup = isObject(value.setup) && Array.isArray(value.setup.dumps) ? value.setup : undefined;
  if (!setup) return { ...value, formatVersion: 4 };
  const dumps = (setup.dumps as unknown[]).map((d) => {
    if (!isObject(d) || !('movedBy' in d)) return d;
    const { movedBy: _gone, ...rest } = d;
    return rest;
  });
  return { ...value, formatVersion: 4, setup: { ...setup, dumps } };
}

/** Whether a version-3 campaign has a dump that records how its SP were moved (the note says it goes). */
export function hasMovedBy(value: unknown): boolean {
  return (
    isObject(value) &&
    isObject(value.setup) &&
    Array.isArray(value.setup.dumps) &&
    value.setup.dumps.some((d) => isObject(d) && 'movedBy' in d)
  );
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
