import type { WhatIfView } from '../../shared/api.js';

/**
 * What the drag banner says and the map marks while a counter is in the hand: per side, how many
 * verdicts the move would change and how many of those change status, in the side's own name;
 * and the hexes of the units concerned (where they would stand).
 */
export interface WhatIfShown {
  text: string;
  hexes: string[];
}

export function whatIfShown(view: WhatIfView, sides: ReadonlyArray<{ id: string; name: string }>): WhatIfShown {
  const parts: string[] = [];
  for (const side of sides) {
    const n = view.counts[side.id];
    if (!n) continue;
    const status = n.status ? `, ${n.status} in status` : '';
    parts.push(`${side.name}: ${n.changed} ${n.changed === 1 ? 'verdict changes' : 'verdicts change'}${status}`);
  }
  const hexes = [...new Set(view.changes.map((c) => c.after.hex))];
  return { text: parts.length ? parts.join('; ') : 'no verdict changes', hexes };
}
