import type { WhatIfView } from '../../shared/api.js';

/**
 * What the drag banner says and the map marks while a counter is in the hand: the moved units' own
 * supply in the hovered hex; per side, how many verdicts the move would change and how many of
 * those change status, in the side's own name; and the hexes of the units concerned (where they
 * would stand).
 */
export interface WhatIfShown {
  text: string;
  hexes: string[];
}

/** A status word as the ruleset says it ("in supply", "U2"), from its id. */
export type StatusLabel = (status: string) => string;

export function whatIfShown(
  view: WhatIfView,
  sides: ReadonlyArray<{ id: string; name: string }>,
  label: StatusLabel = (s) => s,
): WhatIfShown {
  const parts: string[] = [];
  for (const side of sides) {
    const n = view.counts[side.id];
    if (!n) continue;
    const status = n.status ? `, ${n.status} in status` : '';
    parts.push(`${side.name}: ${n.changed} ${n.changed === 1 ? 'verdict changes' : 'verdicts change'}${status}`);
  }
  const hexes = [...new Set(view.changes.map((c) => c.after.hex))];
  const counts = parts.length ? parts.join('; ') : 'no verdict changes';
  const own = movedSupply(view, label);
  return { text: own ? `${own}. ${counts}` : counts, hexes };
}

/**
 * The moved units' own supply where they would stand: each by name for a few, else how many of
 * them are in each status ("6 moved units: 5 in supply, 1 out of supply").
 */
function movedSupply(view: WhatIfView, label: StatusLabel): string {
  const moved = view.changes.filter((c) => c.moved);
  if (moved.length === 0) return '';
  if (moved.length <= 3) return moved.map((c) => `${c.name} ${label(c.after.status)}`).join(', ');
  const by = new Map<string, number>();
  for (const c of moved) by.set(c.after.status, (by.get(c.after.status) ?? 0) + 1);
  return `${moved.length} moved units: ${[...by].map(([s, n]) => `${n} ${label(s)}`).join(', ')}`;
}
