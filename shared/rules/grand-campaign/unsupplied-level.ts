/**
 * GC unsupplied levels (16.B, 17.C, 17.D): a unit is in full supply (no marker), in limited supply
 * (U0), or out of supply for U1 to U8 turns or their equivalent. Levels are numbers 0-8 here;
 * 'full' is no marker at all.
 */
export type SupplyLevel = 'full' | number;

/** GC 16.B: U8 is the worst; nothing takes a unit past it. */
export const WORST = 8;

/** What the unit's supply is at a judgement: full, limited, or out of supply. */
export type Judged = 'full' | 'limited' | 'out';

/**
 * At a supply judgement phase (16.B, 17.C, 17.D.1). In the unit's own side's phase: out of supply
 * raises the level by one (U1 the first time, from full or U0); limited supply places U0. In every
 * judgement phase, both players', a unit back in full supply comes down one level, the marker going
 * at U0 — and in full supply the level never rises.
 */
export function judgeLevel(level: SupplyLevel, judged: Judged, friendlyPhase: boolean): SupplyLevel {
  // 17.D.1: "The marker is removed upon reaching U0": U1 comes straight off
  if (judged === 'full') return level === 'full' || level <= 1 ? 'full' : level - 1;
  if (!friendlyPhase) return level;
  if (judged === 'limited') return level === 'full' ? 0 : level;
  return level === 'full' ? 1 : Math.min(WORST, level + 1);
}

/**
 * GC 17.D.2: special supply — SP spent in a supply expenditure step, once a phase. 1 SP takes 12 RE
 * down two levels or 24 RE down one; fractional SP buy in proportion; never more than two levels.
 * Brought below U0 the unit is in full supply. `twelfths` is the SP spent, in twelfths of an SP.
 */
export function specialSupply(
  level: SupplyLevel,
  re: number,
  twelfths: number,
): { level: SupplyLevel; levels: number } {
  if (level === 'full') return { level, levels: 0 };
  // RE-levels bought: 24 per SP, i.e. 2 per twelfth
  const levels = Math.min(2, re <= 0 ? 2 : Math.floor((2 * twelfths) / re));
  const next = level - levels;
  return { level: next < 0 ? 'full' : next, levels };
}

/** GC 17.C: defending against 1:2 or better while out of supply (U1 or worse) raises the level by one; U0 does not. */
export function afterDefence(
  level: SupplyLevel,
  odds: { attack: number; defence: number },
  spSpent: boolean,
): SupplyLevel {
  if (level === 'full' || level === 0 || spSpent || 2 * odds.attack < odds.defence) return level;
  return Math.min(WORST, level + 1);
}

/** GC 17.C: attacking out of supply at U1 or worse raises the level by one, unless SP from a special or national source paid for it. */
export function afterAttack(level: SupplyLevel, spSpent: boolean): SupplyLevel {
  if (level === 'full' || level === 0 || spSpent) return level;
  return Math.min(WORST, level + 1);
}

/** "U3", "U0", or "full supply". */
export function levelText(level: SupplyLevel): string {
  return level === 'full' ? 'full supply' : `U${level}`;
}
