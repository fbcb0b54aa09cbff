import * as z from 'zod';
import type { HexGrid } from '../hex/hex-grid.js';
import { genericUnitSchema as unitSchema, unitSizes, type CampaignState, type Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import { unitProblems } from '../model/unit-check.js';
import { stackProblems } from '../model/stack-problems.js';
import { CommandError } from '../model/command-error.js';

/**
 * Generic unit commands of every ruleset: bring in an order of battle in one step (a CSV read in
 * shared/model/oob-csv.ts), and edit any printed field of one unit from the inspector. Both are
 * logged commands, so undo and the archive keep them.
 */
const ref = z.string().min(1).max(64);

export const unitsImportCommand = z.object({
  type: z.literal('units.import'),
  /** where the rows came from, for the log ("units.csv") */
  source: z.string().min(1).max(200).default('a CSV'),
  units: z
    .array(z.object({ unit: unitSchema, arrival: z.int().min(1).optional() }))
    .min(1)
    .max(20_000),
});

/** The fields the inspector edits; null clears an optional one. Hex and mode have their own commands. */
export const unitEditFields = z
  .object({
    name: z.string().min(1).max(120),
    side: ref,
    nation: ref.nullable(),
    type: ref,
    size: z.enum(unitSizes).nullable(),
    steps: z.int().min(1).max(99),
    maxSteps: z.int().min(1).max(99),
    attack: z.int().min(0).max(999),
    defense: z.int().min(0).max(999),
    ma: z.int().min(0).max(99),
    ar: z.int().min(0).max(5),
    re: z.number().min(0).max(99).multipleOf(0.5),
    formation: z.string().max(64).nullable(),
    throwRange: z.object({ mp: z.int().min(0).max(99), mobility: ref }).nullable(),
    /** a Leader's rating (CL: the longest Line of Communications to it, in hexes) */
    rating: z.int().min(0).max(99).nullable(),
  })
  .partial()
  .strict();
export type UnitEditFields = z.infer<typeof unitEditFields>;

export const unitEditCommand = z.object({ type: z.literal('unit.edit'), unit: ref, set: unitEditFields });

export type UnitsImportCommand = z.infer<typeof unitsImportCommand>;
export type UnitEditCommand = z.infer<typeof unitEditCommand>;

export type UnitCommandEvent =
  | { type: 'unitsImported'; source: string; units: Unit[]; track: Array<{ turn: number; unit: Unit; note: string }> }
  | { type: 'unitEdited'; unit: string; from: UnitEditFields; to: UnitEditFields };

interface Ctx {
  readonly game: GameDefinition;
  readonly grid: HexGrid;
}

export function applyUnitsImport(ctx: Ctx, state: CampaignState, c: UnitsImportCommand): UnitCommandEvent[] {
  const taken = new Set([...state.units, ...state.deadPile, ...state.track.map((t) => t.unit)].map((u) => u.id));
  const problems: string[] = [];
  c.units.forEach(({ unit, arrival }, k) => {
    const where = `unit ${k + 1} (${unit.id})`;
    if (taken.has(unit.id)) problems.push(`${where}: the id "${unit.id}" is already used by another unit`);
    taken.add(unit.id);
    for (const p of unitProblems(ctx.game, ctx.grid, unit)) problems.push(`${where}, ${p.field}: ${p.message}`);
    if (arrival !== undefined && !ctx.game.turns.some((t) => t.number === arrival))
      problems.push(`${where}: turn ${arrival} is not on this game's turn record track`);
  });
  // opposing combat units never share a hex, nor an Extender and an enemy combat unit (stack-problems.ts)
  const hex = (u: Unit) => ctx.grid.printedId(ctx.grid.indexOf(u.hex));
  if (!problems.length) {
    const placed = c.units.filter((e) => e.arrival === undefined).map((e) => ({ ...e.unit, hex: hex(e.unit) }));
    problems.push(...stackProblems(ctx.game, [...state.units, ...placed]));
  }
  if (problems.length)
    throw new CommandError(
      `nothing was imported: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` … and ${problems.length - 5} more` : ''}`,
      'units',
    );
  return [
    {
      type: 'unitsImported',
      source: c.source,
      units: c.units.filter((e) => e.arrival === undefined).map((e) => ({ ...e.unit, hex: hex(e.unit) })),
      track: c.units
        .filter((e) => e.arrival !== undefined)
        .map((e) => ({ turn: e.arrival!, unit: { ...e.unit, hex: hex(e.unit) }, note: `arrives (${c.source})` })),
    },
  ];
}

export function applyUnitEdit(ctx: Ctx, state: CampaignState, c: UnitEditCommand): UnitCommandEvent[] {
  const u = state.units.find((x) => x.id === c.unit);
  if (!u) throw new CommandError(`there is no unit "${c.unit}" on the map`, 'unit');
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  const next: Record<string, unknown> = { ...u };
  for (const [k, v] of Object.entries(c.set) as Array<[keyof UnitEditFields, unknown]>) {
    const old = u[k] ?? null;
    if (JSON.stringify(old) === JSON.stringify(v)) continue;
    from[k] = old;
    to[k] = v;
    if (v === null) delete next[k];
    else next[k] = v;
  }
  if (!Object.keys(to).length) throw new CommandError(`${u.name} already reads so: nothing to change`);
  // a value the referee sets is no longer an import's default
  if (u.unread?.length) {
    const set = (f: string) => (f === 'factors' ? ['attack', 'defense', 'ma'].some((k) => k in c.set) : f in c.set);
    const left = u.unread.filter((f) => !set(f));
    if (left.length !== u.unread.length) {
      from['unread'] = u.unread;
      to['unread'] = left.length ? left : null;
    }
  }
  const problems = unitProblems(ctx.game, ctx.grid, next as unknown as Unit);
  if (problems.length) throw new CommandError(`${u.name}: ${problems[0]!.message}`, problems[0]!.field);
  return [{ type: 'unitEdited', unit: u.id, from: from as UnitEditFields, to: to as UnitEditFields }];
}

/** fold for the two events: the draft's unit objects are its own copies. */
export function foldUnitEdited(u: Unit, to: UnitEditFields): void {
  const x = u as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(to)) {
    if (v === null) delete x[k];
    else x[k] = v;
  }
}
