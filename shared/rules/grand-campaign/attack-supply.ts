import type { GameDefinition } from '../../model/game-schema.js';
import { formatTwelfths } from './quantity.js';
import type { ZocStrength } from './supply-lines.js';

/** GC 19.A.1 a-d: the share of the basic 1 SP per attacking stack, by the defender's ZOC in its own hex, in twelfths. */
const BASIC_BY_ZOC: Record<ZocStrength, number> = { double: 12, full: 6, partial: 3, none: 0 };

export interface AttackSupplyInput {
  /** attacking stacks (hexes attacked from): 1 SP each, basic (19.A.1.a) */
  stacks: number;
  /** the ZOC the defender would exert in the hex it occupies, before supply or terrain */
  defenderZoc: ZocStrength;
  /**
   * what in the defender's hex costs extra SP: row keys of the game's table "attack-supply-terrain"
   * (cell 1: extra SP), e.g. a terrain id or "fort" (19.A.1.b)
   */
  extras: readonly string[];
  weather: string;
  /** 19.A.1.e: supply spent on an overrun (by choice): half */
  overrun?: boolean;
  /** 19.A.2: an Offensive Chit supplies the normal cost in clear terrain and good weather */
  chit?: boolean;
  /** 19.A.2.a (2): the chit's bonus — one attack needing additional SP spends 1 SP less */
  chitBonus?: boolean;
}

export interface AttackSupplyCost {
  /** from a major depot or a special supply source, in twelfths of an SP */
  twelfths: number;
  /** what the Offensive Chit covers, in twelfths (0 without one) */
  chitCovers: number;
  /** every step of the reckoning, for the referee */
  items: string[];
}

const sp = formatTwelfths;

/**
 * GC 19.A.1, 19.A.1.b, 19.A.1.c: the SP an attack spends. Each attacking stack spends 1 SP, scaled by the defender's
 * ZOC in its own hex (double: all, full: half, partial: a quarter, none: nothing); terrain adds
 * its extra SP (a dot city 1, a partial-hex city 2, a fort 1 — the game's Terrain Effects Chart,
 * table "attack-supply-terrain"); the weather multiplies the total (table "attack-supply-weather",
 * cell 1: the multiplier); an overrun spends half. An Offensive Chit covers the basic cost in clear
 * terrain and good weather; the rest still comes from a depot or a special supply source.
 */
export function attackSupplyCost(game: GameDefinition, a: AttackSupplyInput): AttackSupplyCost {
  if (!Number.isInteger(a.stacks) || a.stacks < 1) throw new RangeError('an attack has at least one attacking stack');
  const items: string[] = [];
  const basic = a.stacks * BASIC_BY_ZOC[a.defenderZoc];
  items.push(
    `basic: ${a.stacks} stack${a.stacks === 1 ? '' : 's'} × 1 SP${a.defenderZoc === 'double' ? '' : a.defenderZoc === 'full' ? ' × 1/2 (full ZOC)' : a.defenderZoc === 'partial' ? ' × 1/4 (partial ZOC)' : ' × 0 (no ZOC)'} = ${sp(basic)}`,
  );
  const terrainTable = game.tables.find((t) => t.id === 'attack-supply-terrain');
  let extra = 0;
  for (const key of a.extras) {
    const row = terrainTable?.rows.find((r) => r.key === key);
    if (!row) throw new RangeError(`the game's table "attack-supply-terrain" has no row "${key}"`);
    const n = Math.round(Number(row.cells[0]) * 12);
    extra += n;
    items.push(`${key}: +${sp(n)}`);
  }
  const weatherRow = game.tables.find((t) => t.id === 'attack-supply-weather')?.rows.find((r) => r.key === a.weather);
  const times = weatherRow ? Number(weatherRow.cells[0]) || 1 : 1;
  let total = (basic + extra) * times;
  if (times !== 1) items.push(`${a.weather} weather: × ${times}`);
  if (a.overrun) {
    total = Math.floor(total / 2);
    items.push('overrun: half');
  }
  let chitCovers = 0;
  if (a.chit) {
    // the chit pays what the attack would cost in clear terrain and good weather
    chitCovers = Math.min(total, a.overrun ? Math.floor(basic / 2) : basic);
    total -= chitCovers;
    items.push(`Offensive Chit covers ${sp(chitCovers)}`);
    if (a.chitBonus && total > 0) {
      const less = Math.min(12, total);
      total -= less;
      items.push(`Offensive Chit bonus: ${sp(less)} less (19.A.2.a)`);
    }
  }
  items.push(`total: ${sp(total)}`);
  return { twelfths: total, chitCovers, items };
}

/** GC 19.A.2: Offensive Chits supply attacks out to the HQ's modified supply range, never less than the special supply range. */
export function chitRange(hqRange: number, specialRange: number): number {
  return Math.max(hqRange, specialRange);
}

/** GC 19.A.3: placing stacks in reserve: 1 SP a stack, 1 SP more for an overstacked hex; an Offensive Chit pays for one stack. */
export function reserveCost(stacks: number, overstacked: number, chitStack: boolean): number {
  return 12 * Math.max(0, stacks + overstacked - (chitStack ? 1 : 0));
}

/**
 * GC 19.A.4: an airbase counted for supply: each air unit 1/2 RE and each point of capacity 1/2 RE,
 * doubled for a strategic airbase; the airbase is one unit (partial capacity cannot be supplied).
 */
export function airbaseRe(a: { airUnits: number; capacity: number; strategic: boolean }): number {
  return (a.airUnits * 0.5 + a.capacity * 0.5) * (a.strategic ? 2 : 1);
}
