import { CommandError } from '../../model/command-error.js';
import type { GameDefinition } from '../../model/game-schema.js';

/**
 * GC 19: SP and SRP quantities are both integer twelfths (of an SP, of an SRP): captured SRPs
 * round down to 1/3 SRP, SP to 1/12 SP, and 1 SRP is 2 1/2 SP.
 */
export const TWELFTHS = 12;

/** GC 19.A.2.b-c: an Offensive Chit is made from 5 SP and removed for 2 1/2 SP. */
export const CHIT_FROM_SP = 5 * TWELFTHS;
export const CHIT_BACK_SP = 30;
/** GC 19.G: 10 SP make 1 SRP; 1 SRP makes 2 1/2 SP (in twelfths of an SP). */
export const SRP_FROM_SP = 10 * TWELFTHS;
export const SP_FROM_SRP = 30;
/** GC 19.A.2.e: an Offensive Chit is 15 RE and counts as combat motorized for rail. */
export const CHIT_RE = 15;
/** GC 19.A, 19.B: an SP and an SRP are each 3 RE for transport. */
export const POINT_RE = 3;
/** GC 19.F.1.a: a supply unit carries up to 24 RE of SP and SRP, 1 MP per 3 RE (or fraction) loaded or unloaded. */
export const SUPPLY_UNIT_RE = 24;

/**
 * GC 19.G: each 10 SP convert to 1 SRP; each SRP to 2 1/2 SP. At the end of the supply judgement
 * phase, from a pool or a depot. Whole tens of SP and whole SRPs.
 */
export function convert(direction: 'sp-to-srp' | 'srp-to-sp', twelfths: number): { spend: number; get: number } {
  if (direction === 'sp-to-srp') {
    if (twelfths <= 0 || twelfths % SRP_FROM_SP !== 0)
      throw new RangeError('SP convert to SRP ten at a time: 10 SP make 1 SRP (GC 19.G)');
    return { spend: twelfths, get: (twelfths / SRP_FROM_SP) * TWELFTHS };
  }
  if (twelfths <= 0 || twelfths % TWELFTHS !== 0)
    throw new RangeError('SRP convert to SP one whole SRP at a time: 1 SRP makes 2 1/2 SP (GC 19.G)');
  return { spend: twelfths, get: (twelfths / TWELFTHS) * SP_FROM_SRP };
}

/**
 * GC 19.B.1: dismantling a fort or permanent airfield recovers 1/3 of each level's initial cost, in
 * SRP, arriving one turn after that level is dismantled. `levels`: each level's initial cost in SRP
 * twelfths and the turn it is dismantled.
 */
export function dismantleRecovery(
  levels: ReadonlyArray<{ name: string; cost: number; turn: number }>,
): Array<{ name: string; srp: number; arrives: number }> {
  return levels.map((l) => ({ name: l.name, srp: Math.floor(l.cost / 3), arrives: l.turn + 1 }));
}

/**
 * GC 19.A.1.a, 19.F.1.a: the rail capacity, in RE, to move SP: 3 RE an SP times the multiplier of
 * the line (the game's table "rail-capacity": row key the line type, cell 1 the multiplier —
 * high-volume 1, low-volume 2, uncertified 4).
 */
export function railCapacityRe(game: GameDefinition, twelfths: number, line: string): number {
  const row = game.tables.find((t) => t.id === 'rail-capacity')?.rows.find((r) => r.key === line);
  if (!row) throw new CommandError(`the game's table "rail-capacity" has no rail line type "${line}"`);
  return (twelfths / TWELFTHS) * POINT_RE * Number(row.cells[0]);
}

/**
 * GC 19.F.1.b: supply movement points spent: SP times the supply line points each is moved, summed
 * over a front's moves in a turn; never more than the side's SMP. Returns SMP in twelfths.
 */
export function smpUsed(moves: ReadonlyArray<{ twelfths: number; slp: number }>): number {
  return moves.reduce((a, m) => a + m.twelfths * m.slp, 0);
}

export function checkSmp(moves: ReadonlyArray<{ twelfths: number; slp: number }>, smp: number): void {
  const used = smpUsed(moves);
  if (used > smp * TWELFTHS)
    throw new RangeError(
      `these moves need ${used / TWELFTHS} SMP (SP × SLP), more than the ${smp} SMP the front has (GC 19.F.1.b)`,
    );
}

/** GC 19.F.1.a: MP a supply unit spends loading or unloading: 1 per 3 RE or fraction; at most 24 RE carried. */
export function supplyUnitLoadMp(carriedTwelfths: number, loadTwelfths: number): number {
  const re = (loadTwelfths / TWELFTHS) * POINT_RE;
  if (((carriedTwelfths + loadTwelfths) / TWELFTHS) * POINT_RE > SUPPLY_UNIT_RE)
    throw new RangeError(`a supply unit carries at most ${SUPPLY_UNIT_RE} RE of SP and SRP (8 points) (GC 19.F.1.a)`);
  return Math.ceil(re / 3 - 1e-9);
}

/**
 * GC 19.H: the Supply and Resource Capture Table, as the game gives it: table "resource-capture"
 * (row key the modified die, cell 1 the percent captured) and "resource-capture-modifiers" (row
 * key a condition, cell 1 the modifier, cell 2 the wording; a condition may be counted more than
 * once — "for each two (rounded up) +# MP markers"). Captured SP round down to 1/12 SP, SRP to 1/3.
 */
export function resourceCapture(
  game: GameDefinition,
  die: number,
  conditions: ReadonlyArray<{ key: string; count?: number }>,
  amount: { sp: number; srp: number },
): { modified: number; percent: number; sp: number; srp: number; items: string[] } {
  const mods = game.tables.find((t) => t.id === 'resource-capture-modifiers');
  const table = game.tables.find((t) => t.id === 'resource-capture');
  if (!table)
    throw new CommandError(
      'this game has no Supply and Resource Capture Table: add a table with id "resource-capture"',
    );
  let total = 0;
  const items: string[] = [];
  for (const c of conditions) {
    const row = mods?.rows.find((r) => r.key === c.key);
    if (!row) throw new RangeError(`the capture modifiers have no row "${c.key}"`);
    const n = Number(row.cells[0]) * (c.count ?? 1);
    total += n;
    items.push(
      `${n >= 0 ? '+' : ''}${n} ${String(row.cells[1] ?? c.key)}${(c.count ?? 1) > 1 ? ` (×${c.count})` : ''}`,
    );
  }
  const keys = table.rows.map((r) => Number(r.key)).filter(Number.isFinite);
  const modified = Math.min(Math.max(die + total, Math.min(...keys)), Math.max(...keys));
  const percent = Number(table.rows.find((r) => Number(r.key) === modified)?.cells[0] ?? 0);
  // 1/12 SP is a twelfth; 1/3 SRP is four twelfths of an SRP
  return {
    modified,
    percent,
    sp: Math.floor((amount.sp * percent) / 100),
    srp: 4 * Math.floor((amount.srp * percent) / 400),
    items,
  };
}

/** GC 19.H: "for each two (rounded up) +# MP markers": how many times the modifier counts. */
export function perTwoRoundedUp(markers: number): number {
  return Math.ceil(markers / 2);
}
