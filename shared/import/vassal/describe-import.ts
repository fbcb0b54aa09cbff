import type { SideRule } from './mapping.js';

/** How the CLI and the wizard say an import's choices: a side rule in words, off-map pieces by window. */
export function describeRule(rule: SideRule): string {
  if (rule.by === 'property') return `${rule.key} = ${rule.value}`;
  if (rule.by === 'prototype') return `prototype ${rule.name}`;
  if (rule.by === 'map') return `starts on ${rule.map}`;
  return `name starts "${rule.prefix}"`;
}

/** Pieces grouped by the map or window they stand on, in the order first met. */
export function byWindow<T extends { window: string }>(pieces: readonly T[]): Array<[string, T[]]> {
  const out = new Map<string, T[]>();
  for (const p of pieces) {
    const list = out.get(p.window) ?? [];
    list.push(p);
    out.set(p.window, list);
  }
  return [...out];
}
