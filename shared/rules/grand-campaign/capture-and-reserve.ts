import { CommandError } from '../../model/command-error.js';
import { gcDumpName } from './capabilities.js';
import type { GcCommand } from './commands.js';
import { enteredDice, rollDice, type DiceRoll } from '../../engine/dice.js';
import type { GameEvent } from './events.js';
import type { GcDump, GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { reserveCost } from './attack-supply.js';
import { budgetUsed } from './budgets.js';
import { unusedDumpId } from './depot-at.js';
import { formatTwelfths } from './quantity.js';
import { resourceCapture } from './strategic-resources.js';
import { checkSpSource } from './sp-source.js';
import { freeReserveHq } from './chit-activation.js';
import { usableNow } from './usable-now.js';

/**
 * GC 19.H: SP and SRP in a depot the enemy occupies (no unit of the owner left in the hex): one
 * die on the game's Supply and Resource Capture Table, with the modifiers that hold; captured SP
 * round down to 1/12 SP, SRP to 1/3 SRP, and become the captor's own; the rest is destroyed.
 */
export function applyGcCapture(
  ctx: RulesContext,
  state: GcState,
  c: Extract<GcCommand, { type: 'dump.capture' }>,
): GameEvent[] {
  const d = state.dumps.find((x) => x.id === c.dump);
  if (!d) throw new CommandError(`there is no depot "${c.dump}"`, 'dump');
  const u = state.units.find((x) => x.id === c.unit);
  if (!u || u.side === d.side) throw new CommandError(`${c.unit} is not an enemy unit of ${d.side}`, 'unit');
  if (u.hex !== d.hex) throw new CommandError(`${u.name} is at ${u.hex}, not in the depot's hex ${d.hex}`, 'unit');
  if (state.units.some((x) => x.hex === d.hex && x.side === d.side))
    throw new CommandError(`${d.side} units still hold ${d.hex}`, 'dump');
  if (d.amount === 0) throw new CommandError(`${gcDumpName(d)} is empty`, 'dump');
  let roll: DiceRoll;
  try {
    roll = c.dice
      ? enteredDice(c.dice, 1, 'The capture roll')
      : c.seed !== undefined
        ? rollDice(c.seed, 1)
        : (() => {
            throw new RangeError('the capture roll needs a die: type it in, or let the app roll');
          })();
  } catch (e) {
    throw new CommandError((e as Error).message, 'dice');
  }
  let r;
  try {
    r = resourceCapture(ctx.game, roll.faces[0]!, c.conditions ?? [], {
      sp: d.resource ? 0 : d.amount,
      srp: d.resource === 'srp' ? d.amount : 0,
    });
  } catch (e) {
    throw new CommandError((e as Error).message, 'conditions');
  }
  const captured = d.resource === 'srp' ? r.srp : d.resource ? 0 : r.sp;
  const into: GcDump = {
    id: unusedDumpId(state, 'captured'),
    side: u.side,
    hex: d.hex,
    amount: captured,
    captured: true,
    ...(d.resource ? { resource: d.resource } : {}),
  };
  return [
    {
      type: 'dumpCaptured',
      ...(d.resource === 'srp' ? { shownIn: 'SRP' } : {}),
      dump: d.id,
      hex: d.hex,
      by: u.id,
      side: u.side,
      dice: roll,
      percent: r.percent,
      captured,
      destroyed: d.amount - captured,
      into,
      note: `${r.items.join(', ') || 'no modifiers'} = ${r.modified}`,
    },
  ];
}

/**
 * GC 19.A.3: a stack goes into reserve for 1 SP (an overstacked hex 1 SP more), from a special
 * supply source or a major depot; one stack (the first named) is free when an Offensive Chit is
 * expended, if it is within range of the HQ the chit activated (19.A.2.a (1)).
 */
export function applyReserve(
  ctx: RulesContext,
  state: GcState,
  c: Extract<GcCommand, { type: 'reserve.pay' }>,
): GameEvent[] {
  const hexes = [...new Set(c.hexes)];
  const units = state.units.filter((u) => u.side === c.side && hexes.includes(u.hex));
  for (const h of hexes)
    if (!units.some((u) => u.hex === h)) throw new CommandError(`no ${c.side} stack is at ${h}`, 'hexes');
  const cost = reserveCost(hexes.length, c.overstacked.filter((h) => hexes.includes(h)).length, c.chitStack);
  const events: GameEvent[] = [];
  if (c.chitStack) {
    if (budgetUsed(state, c.side, 'chit-reserves') >= budgetUsed(state, c.side, 'chits-expended'))
      throw new CommandError(
        'a free reserve stack comes with an Offensive Chit expended this turn, one stack per chit (GC 19.A.2.a)',
        'chitStack',
      );
    // 19.A.2.a (1): the free stack is the first named, within range of the controlling HQ
    const hq = freeReserveHq(ctx, state, c.side, hexes[0]!);
    events.push({
      type: 'budgetUsed',
      side: c.side,
      turn: state.clock.turn,
      kind: 'chit-reserves',
      amount: 1,
      note: `a stack at ${hexes[0]} into reserve for a chit, within range of ${hq}`,
    });
  }
  if (cost > 0) {
    const d = state.dumps.find((x) => x.id === c.dump && x.side === c.side && !x.resource);
    if (!d)
      throw new CommandError(`reserve costs ${formatTwelfths(cost)}: name the ${c.side} SP it comes from`, 'dump');
    if (usableNow(ctx.game, state, d) < cost)
      throw new CommandError(
        `${d.id} has ${formatTwelfths(usableNow(ctx.game, state, d))} to use now; reserve costs ${formatTwelfths(cost)}`,
        'dump',
      );
    // GC 19.A.3: from a special supply source or a major depot, as attack SP (19.A.1.a)
    const how = checkSpSource(
      ctx,
      state,
      c.side,
      d,
      hexes.map((h) => ({ name: `the stack of ${units.find((u) => u.hex === h)!.name}`, hex: h })),
      'dump',
    );
    events.push({
      type: 'dumpSpent',
      dump: d.id,
      hex: d.hex,
      tokens: cost,
      reason: 'reserve',
      units: units.map((u) => u.id),
      note: `${hexes.length} stack${hexes.length === 1 ? '' : 's'} into reserve, ${how} (GC 19.A.3)`,
    });
  }
  for (const u of units)
    if (u.mode !== 'reserve') events.push({ type: 'unitModeSet', unit: u.id, from: u.mode, to: 'reserve' });
  return events;
}
