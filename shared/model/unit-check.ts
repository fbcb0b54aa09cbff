import type { HexGrid } from '../hex/hex-grid.js';
import { printedIdExample } from '../hex/printed-id.js';
import type { Unit } from './campaign-schema.js';
import type { GameDefinition } from './game-schema.js';
import { unitSizes } from './unit-type-schema.js';

/** One thing wrong with a unit, by the unit's field, in the game's own words. */
export interface UnitProblem {
  field: keyof Unit | 'arrival';
  message: string;
}

/**
 * A unit checked against its game: side, nation, type, hex, steps, factors, size and throw range.
 * Shared by the order-of-battle CSV (errors by row and column), the import command and the
 * inspector's unit.edit, so the three refuse the same things with the same words.
 */
export function unitProblems(game: GameDefinition, grid: HexGrid, u: Unit): UnitProblem[] {
  const out: UnitProblem[] = [];
  const add = (field: UnitProblem['field'], message: string) => out.push({ field, message });
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(u.id) || u.id.length > 64)
    add('id', `"${u.id}" is not an id: use letters, digits, ".", "-" and "_" (at most 64)`);
  if (!u.name.trim()) add('name', 'the unit needs a name');
  if (u.name.length > 120) add('name', 'a name is at most 120 characters');
  if (!game.sides.some((s) => s.id === u.side))
    add('side', `there is no side "${u.side}" (sides: ${game.sides.map((s) => s.id).join(', ')})`);
  if (u.nation !== undefined) {
    const n = game.nations.find((x) => x.id === u.nation);
    if (!n)
      add(
        'nation',
        game.nations.length
          ? `there is no nation "${u.nation}" (nations: ${game.nations.map((x) => x.id).join(', ')})`
          : `this game has no nations; leave the nation empty`,
      );
    else if (n.side !== u.side) add('nation', `${n.name} fights for ${n.side}, not ${u.side}`);
  }
  if (!game.unitTypes.some((t) => t.id === u.type))
    add('type', `there is no unit type "${u.type}" (types: ${game.unitTypes.map((t) => t.id).join(', ')})`);
  if (grid.indexOf(u.hex) < 0)
    add('hex', `"${u.hex}" is not a hex on this map (expected ${printedIdExample(game.map)})`);
  if (u.size !== undefined && !(unitSizes as readonly string[]).includes(u.size))
    add('size', `"${u.size}" is not a unit size (${unitSizes.join(', ')})`);
  const whole = (field: keyof Unit, v: number | undefined, min: number, max: number, what: string) => {
    if (v !== undefined && !(Number.isInteger(v) && v >= min && v <= max))
      add(field, `${what} is a whole number from ${min} to ${max}, not ${v}`);
  };
  whole('steps', u.steps, 1, 99, 'steps');
  whole('maxSteps', u.maxSteps, 1, 99, 'maximum steps');
  if (Number.isInteger(u.steps) && Number.isInteger(u.maxSteps) && u.steps > u.maxSteps)
    add('steps', `${u.steps} steps, but only ${u.maxSteps} printed`);
  whole('attack', u.attack, 0, 999, 'the attack factor');
  whole('defense', u.defense, 0, 999, 'the defence factor');
  whole('ma', u.ma, 0, 99, 'the movement allowance');
  whole('ar', u.ar, 0, 5, 'the Action Rating');
  if (!(u.re >= 0 && u.re <= 99 && Number.isInteger(u.re * 2)))
    add('re', `RE is 0 to 99 in halves (1/2, 1, 1 1/2), not ${u.re}`);
  if (u.formation !== undefined && u.formation.length > 64) add('formation', 'a formation is at most 64 characters');
  if (u.throwRange) {
    whole('throwRange', u.throwRange.mp, 0, 99, 'the HQ throw range');
    if (!game.mobilities.some((m) => m.id === u.throwRange!.mobility))
      add(
        'throwRange',
        `there is no mobility "${u.throwRange.mobility}" (mobilities: ${game.mobilities.map((m) => m.id).join(', ')})`,
      );
  }
  return out;
}

/** A new unit of a type: the type's usual counter where the game gives one (not 0-0). */
export function typeDefaults(game: GameDefinition, typeId: string) {
  const t = game.unitTypes.find((x) => x.id === typeId);
  const d = t?.defaults ?? {};
  return {
    steps: d.steps ?? 1,
    attack: d.attack ?? 0,
    defense: d.defense ?? 0,
    ma: d.ma ?? 0,
    ar: d.ar ?? 3,
    re: d.re ?? 1,
    size: d.size,
    throwRange: d.throwRange !== undefined && t ? { mp: d.throwRange, mobility: t.mobility } : undefined,
  };
}
