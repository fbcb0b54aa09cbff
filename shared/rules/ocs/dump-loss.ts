import { CommandError } from '../../model/command-error.js';
import { dumpName } from '../../engine/referee-names.js';
import type { DiceRoll } from '../../engine/dice.js';
import type { GameEvent } from './events.js';
import type { OcsDump, OcsState, OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { blownTokens } from './dump-blowing.js';

/** OCS 12.11a: the owner's Movement Segments of his Movement and Exploitation Phases, and his Reaction Phase in the other player's turn. */
const BLOWING_PHASES = new Set(['movement', 'exploitation']);
const REACTION = 'reaction';

/**
 * Blowing a dump (OCS 12.11a): all or some of the SP in a hex, ground and loaded alike, in the
 * owner's movement segments, once per dump per phase; the Dump Blowing Table gives the share lost.
 */
export function blowDump(
  game: GameDefinition,
  state: OcsState,
  dumpId: string,
  amount: number,
  roll: DiceRoll,
): GameEvent[] {
  const d = findDump(state, dumpId);
  const own = state.clock.side === d.side;
  if (own ? !BLOWING_PHASES.has(state.clock.phase) : state.clock.phase !== REACTION) {
    throw new CommandError(
      `dumps are blown in their owner's Movement, Reaction or Exploitation Phase (OCS 12.11a); it is the ${state.clock.side} ${state.clock.phase} phase and ${dumpName(d)} belongs to ${d.side}`,
    );
  }
  if (d.blown)
    throw new CommandError(`${dumpName(d)} was already blown this phase (OCS 12.11a: once per phase)`, 'dump');
  if (amount > d.amount)
    throw new CommandError(`${dumpName(d)} holds only ${d.amount}T; ${amount}T were asked to be blown`, 'amount');
  const r = blownTokens(game, amount, roll.faces[0]!);
  return [
    {
      type: 'dumpBlown',
      dump: d.id,
      hex: d.hex,
      attempted: amount,
      dice: roll,
      percent: r.percent,
      destroyed: r.destroyed,
    },
  ];
}

/**
 * Capturing a dump (OCS 12.11b, 9.14b): an attack-capable unit entering a hex with enemy SP (no
 * enemy combat unit left there) rolls on the game's Capture Table (id "capture", first column: the
 * percentage of SP captured, rounded to the nearest Token); the rest is destroyed. The captured SP
 * become the capturer's (12.1d), marked captured.
 */
export function captureDump(
  game: GameDefinition,
  state: OcsState,
  dumpId: string,
  unitId: string,
  roll: DiceRoll,
): GameEvent[] {
  const d = findDump(state, dumpId);
  const u = captor(game, state, unitId, d.side, d.hex, dumpName(d));
  if (d.amount === 0) throw new CommandError(`${dumpName(d)} is empty`, 'dump');
  const percent = capturePercent(game, roll, 0);
  const captured = Math.round((d.amount * percent) / 100);
  let n = state.dumps.length + 1;
  while (state.dumps.some((x) => x.id === `dump-${n}`)) n++;
  const into: OcsDump = { id: `dump-${n}`, side: u.side, hex: d.hex, amount: captured, captured: true };
  return [
    {
      type: 'dumpCaptured',
      dump: d.id,
      hex: d.hex,
      by: u.id,
      side: u.side,
      dice: roll,
      percent,
      captured,
      destroyed: d.amount - captured,
      into,
    },
  ];
}

/**
 * OCS 12.11b (9.14c): enemy Transport Points in the hex, on the Capture Table's second column (the
 * percentage of points captured, rounded; the rest destroyed). Their load is captured first, as a dump.
 */
export function captureTransport(
  game: GameDefinition,
  state: OcsState,
  tpId: string,
  unitId: string,
  roll: DiceRoll,
): GameEvent[] {
  const tp = state.units.find((x) => x.id === tpId);
  const type = tp && game.unitTypes.find((t) => t.id === tp.type);
  if (!tp || type?.symbol !== 'transport' || type.combat)
    throw new CommandError(`"${tpId}" is not a Transport Point on the map`, 'unit');
  const u = captor(game, state, unitId, tp.side, tp.hex, tp.name);
  const load = state.dumps.find((d) => d.on === tp.id && d.amount > 0);
  if (load) throw new CommandError(`${tp.name} carries SP: capture them first (OCS 12.11b)`, 'unit');
  const percent = capturePercent(game, roll, 1);
  const points = tp.points ?? 1;
  const captured = Math.round((points * percent) / 100);
  const into: OcsUnit | null = captured > 0 ? { ...tp, id: `${tp.id}-captured`, side: u.side, points: captured } : null;
  return [
    {
      type: 'transportCaptured',
      unit: tp.id,
      hex: tp.hex,
      by: u.id,
      dice: roll,
      percent,
      captured,
      destroyed: points - captured,
      into,
    },
  ];
}

/** An attack-capable unit of the other side, in the hex, with no enemy combat unit left there (12.11b). */
function captor(
  game: GameDefinition,
  state: OcsState,
  unitId: string,
  owner: string,
  hex: string,
  what: string,
): OcsUnit {
  const u = state.units.find((x) => x.id === unitId);
  if (!u) throw new CommandError(`there is no unit "${unitId}" on the map`, 'unit');
  const type = game.unitTypes.find((t) => t.id === u.type);
  if (!type?.combat || u.attack <= 0)
    throw new CommandError(`${u.name} is not attack-capable: only such units capture supply (OCS 12.11b)`, 'unit');
  if (u.side === owner) throw new CommandError(`${what} already belongs to ${owner}`, 'dump');
  if (u.hex !== hex)
    throw new CommandError(`${u.name} is at ${u.hex}; it must enter ${hex} to capture ${what}`, 'unit');
  const defenders = state.units.filter(
    (x) => x.hex === hex && x.side === owner && game.unitTypes.find((t) => t.id === x.type)?.combat,
  );
  if (defenders.length)
    throw new CommandError(
      `${defenders.map((x) => x.name).join(', ')} still hold ${hex}: evict them before capturing (OCS 12.11b)`,
      'dump',
    );
  return u;
}

/** The Capture Table (id "capture"): rows by the die; column 0 the % of SP captured, column 1 the % of Transport Points. */
function capturePercent(game: GameDefinition, roll: DiceRoll, column: 0 | 1): number {
  const table = game.tables.find((t) => t.id === 'capture');
  if (!table)
    throw new CommandError(
      'this game has no Capture Table: add a table with id "capture" (rows by the die; columns: % of SP captured, % of Transport Points captured)',
    );
  const row = table.rows.find((r) => r.key.trim() === String(roll.faces[0]));
  const percent = Number(row?.cells[column]);
  if (!row || !Number.isFinite(percent))
    throw new CommandError(
      `the Capture Table has no ${column === 0 ? 'SP' : 'Transport Point'} percentage for a roll of ${roll.faces[0]}`,
    );
  return percent;
}

function findDump(state: OcsState, id: string): OcsDump {
  const d = state.dumps.find((x) => x.id === id);
  if (!d) throw new CommandError(`there is no dump "${id}" in this campaign`, 'dump');
  return d;
}
