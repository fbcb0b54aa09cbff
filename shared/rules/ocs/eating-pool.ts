import type { OcsDump } from './state.js';

/**
 * OCS 12.6c: for every 1T spent, up to 2 RE within draw or throw range of the dump are fed.
 * RE are counted per dump and rounded up: 6 1/2 RE cost 4T.
 */
export function eatingCostTokens(re: number): number {
  return Math.ceil(re / 2);
}

/** A unit fed off the map: its RE, the dump feeding it, and every dump in its reach. */
export interface FedUnit {
  re: number;
  dump: OcsDump;
  reach: readonly OcsDump[];
}

/**
 * OCS 12.6c: each dump rounds its RE up alone, so units fed from several dumps can pay more than
 * the same units fed together: two 1/2-RE units at two dumps pay 2T where one dump in reach of
 * both feeds them for 1T. A unit moves to another dump in its reach that already feeds others
 * whenever the move lowers the total (and the dump holds enough), until no move does. Every move
 * lowers the total, so this ends.
 */
export function poolEating(fed: FedUnit[]): void {
  const re = new Map<OcsDump, number>();
  for (const f of fed) re.set(f.dump, (re.get(f.dump) ?? 0) + f.re);
  for (let moved = true; moved;) {
    moved = false;
    for (const f of fed) {
      const from = re.get(f.dump)!;
      const saved = eatingCostTokens(from) - eatingCostTokens(from - f.re);
      const to = f.reach.find((d) => d !== f.dump && cheaperAt(re.get(d) ?? 0, f.re, saved, d.amount));
      if (!to) continue;
      re.set(f.dump, from - f.re);
      re.set(to, re.get(to)! + f.re);
      f.dump = to;
      moved = true;
    }
  }
}

/** Does adding `re` to a dump already feeding `fed` RE cost less than `saved`, within what it holds? */
function cheaperAt(fed: number, re: number, saved: number, holds: number): boolean {
  if (fed === 0) return false;
  const after = eatingCostTokens(fed + re);
  return after - eatingCostTokens(fed) < saved && after <= holds;
}
