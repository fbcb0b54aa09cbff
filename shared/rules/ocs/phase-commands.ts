import { CommandError } from '../../model/command-error.js';
import { enteredDice, rollDice, sum, type DiceRoll } from '../../engine/dice.js';
import type { GameEvent } from './events.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { OcsState, OcsUnit } from './state.js';
import { attritionResult } from './attrition.js';
import type { OcsCommand } from './commands.js';
import { checkBreakout } from './breakout.js';
import { collapseExtender, createExtender, disbandExtender } from './extenders.js';
import { combatSupplyEvents, planCombatSupply } from './combat-supply.js';
import { blowDump, captureDump, captureTransport } from './dump-loss.js';
import { fuelEvents, proposeFuelPayment } from './fuel-payment.js';
import { applySupplyPhase, inSupplyPhase } from './supply-phase.js';
import { sideContext, type SideContext } from './side-context.js';
import { refuseEnemyCombatStack } from '../../engine/enemy-stack.js';
import { spendSupply } from './supply-spend.js';
import { requirePhase } from './sequence-of-play.js';
import { loadSupply, shipSupply, unloadSupply } from './supply-transport.js';

function dice(c: { dice?: number[] | undefined; seed?: number | undefined }, count: number, what: string): DiceRoll {
  if (c.dice) {
    try {
      return enteredDice(c.dice, count, what);
    } catch (e) {
      throw new CommandError((e as Error).message, 'dice');
    }
  }
  if (c.seed === undefined) throw new CommandError(`${what} needs dice: type them in, or let the app roll`, 'dice');
  return rollDice(c.seed, count);
}

/** The OCS Supply Phase as commands: pure functions from state (and recorded dice) to events. */
export function applyOcsCommand(ctx: RulesContext, state: OcsState, c: OcsCommand): GameEvent[] {
  switch (c.type) {
    case 'supply.apply':
      return applySupplyPhase(ctx, state, c.side, new Set(c.starve), c.eatFrom ?? []);
    case 'attrition.roll': {
      inSupplyPhase(ctx.game, state, c.side, 'Attrition');
      const hex = ctx.grid.printedId(checkHex(ctx, c.hex));
      const oos = state.units.filter((u) => u.hex === hex && u.side === c.side && u.outOfSupplySince !== undefined);
      if (!oos.length)
        throw new CommandError(
          `no ${c.side} unit at ${hex} is marked Out of Supply: no attrition to roll (OCS 12.8a)`,
          'hex',
        );
      const earlier = state.rules.ocs.pendingAttrition.find((p) => p.hex === hex && p.side === c.side);
      if (earlier)
        throw new CommandError(
          earlier.done
            ? `attrition at ${hex} was already rolled this Supply Phase (OCS 12.8a: once per phase)`
            : `attrition at ${hex} is already rolled; take the losses first`,
          'hex',
        );
      const roll = dice(c, 2, 'Attrition');
      const r = attritionResult(ctx.game, oos, sum(roll.faces));
      return [
        {
          type: 'attritionRolled',
          hex,
          side: c.side,
          dice: roll,
          column: r.column,
          outOfSupplySteps: r.steps,
          result: r.result,
          units: oos.map((u) => u.id),
        },
      ];
    }
    case 'attrition.takeLosses': {
      const hex = ctx.grid.printedId(checkHex(ctx, c.hex));
      const pending = state.rules.ocs.pendingAttrition.find((p) => p.hex === hex && p.side === c.side && !p.done);
      if (!pending) throw new CommandError(`no attrition losses are due at ${hex}`, 'hex');
      const total = c.losses.reduce((a, l) => a + l.steps, 0);
      if (total !== pending.steps)
        throw new CommandError(
          `attrition at ${hex} takes ${pending.steps} step${pending.steps === 1 ? '' : 's'}; the losses chosen add up to ${total}`,
          'losses',
        );
      for (const l of c.losses) {
        // 12.8b: the owner chooses, but only among the units that are Out of Supply
        if (!pending.units.includes(l.unit))
          throw new CommandError(`${l.unit} is not one of the Out of Supply units at ${hex}`, 'losses');
        const u = state.units.find((x) => x.id === l.unit)!;
        if (l.steps > u.steps) throw new CommandError(`${u.name} has only ${u.steps} steps`, 'losses');
      }
      return [{ type: 'attritionLossesTaken', hex, losses: c.losses.map((l) => ({ unit: l.unit, steps: l.steps })) }];
    }
    case 'breakout.roll': {
      const u = state.units.find((x) => x.id === c.unit);
      if (!u) throw new CommandError(`there is no unit "${c.unit}" on the map`, 'unit');
      // 12.8e: in the unit's own Breakout Segment, before any movement, trace checked again now
      requirePhase(ctx, state, u.side, 'breakout', 'Breakout (OCS 12.8e)');
      const check = checkBreakout(ctx.game, ctx.graph, state, u);
      if (!check.allowed) throw new CommandError(`${u.name} cannot attempt breakout: ${check.explanation}`);
      const first = c.dice?.length ? { dice: c.dice.slice(0, 1) } : { seed: c.seed };
      const roll = dice(first, 1, 'Breakout');
      const total = roll.faces[0]! + check.drm;
      const rolled = { type: 'breakoutRolled' as const, unit: u.id, hex: u.hex, dice: roll, drm: check.drm, total };
      if (total <= 4) return [{ ...rolled, outcome: 'dead-pile', conditions: check.explanation }];
      const second =
        c.dice?.length === 2
          ? dice({ dice: c.dice.slice(1) }, 1, 'Breakout return')
          : c.dice
            ? undefined
            : rollDice((c.seed! ^ 0x9e3779b9) >>> 0, 1);
      if (!second)
        throw new CommandError(
          'the breakout succeeded: a second die tells how many turns until the unit returns',
          'dice',
        );
      return [
        {
          ...rolled,
          outcome: 'returns',
          returnDice: second,
          returnTurn: state.clock.turn + second.faces[0]!,
          conditions: check.explanation,
        },
      ];
    }
    case 'supply.spend': {
      const sc = sideOf(ctx, state, c.side);
      // 12.9c: air bases refit in the side's Aircraft Refit Phase
      if (c.reason === 'refit') requirePhase(ctx, state, c.side, 'aircraft-refit', 'Air-base refit (OCS 12.9c)');
      const units = c.units.map((id) => friendlyUnit(sc, id));
      return spendSupply(sc, c.reason, units, c.hex === undefined ? undefined : checkHex(ctx, c.hex), c.amount, c.note);
    }
    case 'fuel.pay': {
      const sc = sideOf(ctx, state, c.side);
      const proposal = proposeFuelPayment(
        sc,
        state,
        c.units.map((id) => friendlyUnit(sc, id)),
      );
      if (proposal.problems.length)
        throw new CommandError(`fuel cannot be paid: ${proposal.problems.join('; ')}`, 'units');
      const events = fuelEvents(sc, state, proposal);
      if (!events.length)
        throw new CommandError(
          `none of these units needs fuel now: ${proposal.free.map((f) => `${f.unit}: ${f.why}`).join('; ')}`,
          'units',
        );
      return events;
    }
    case 'combat.supply': {
      const sc = sideOf(ctx, state, c.side);
      const hex = ctx.grid.printedId(checkHex(ctx, c.hex));
      const units = c.units.map((id) => friendlyUnit(sc, id));
      for (const u of units) {
        if (!sc.isCombat(u))
          throw new CommandError(`${u.name} is not a combat unit: it neither attacks nor defends (OCS 12.4)`, 'units');
        if (c.role === 'attack' && u.attack <= 0) throw new CommandError(`${u.name} has no attack strength`, 'units');
      }
      if (c.role === 'attack' && c.withhold)
        throw new CommandError('only the defender may withhold combat supply (OCS 12.4)', 'withhold');
      return combatSupplyEvents(planCombatSupply(sc, units, c.role, c.withhold), c.side, hex, units);
    }
    case 'dump.blow':
      return blowDump(ctx.game, state, c.dump, c.amount, dice(c, 1, 'Dump blowing'));
    case 'dump.capture':
      return captureDump(ctx.game, state, c.dump, c.unit, dice(c, 1, 'Capture'));
    case 'transport.capture':
      return captureTransport(ctx.game, state, c.unit, c.by, dice(c, 1, 'Capture'));
    case 'supply.load':
      return loadSupply(ctx.game, state, c.dump, c.carrier, c.amount);
    case 'supply.unload':
      return unloadSupply(ctx.game, state, c.carrier, c.amount);
    case 'supply.ship':
      return shipSupply(state, c.dump, c.amount, c.by, ctx.grid.printedId(checkHex(ctx, c.hex)));
    case 'extender.create':
      return createExtender(ctx, state, c.hex, c.units);
    case 'extender.disband':
      return disbandExtender(state, c.unit);
    case 'extender.collapse':
      return collapseExtender(state, c.unit, null);
    case 'track.place': {
      const entry = state.track.find((t) => t.unit.id === c.unit);
      if (!entry) throw new CommandError(`${c.unit} is not on the turn record track`, 'unit');
      if (entry.turn > state.clock.turn)
        throw new CommandError(
          `${entry.unit.name} returns on turn ${entry.turn}; it is turn ${state.clock.turn}`,
          'unit',
        );
      // 12.8e: returning units arrive as Reinforcements, in the owner's Reinforcement Phase
      requirePhase(ctx, state, entry.unit.side, 'reinforcement', 'Placing units from the turn record track');
      const at = ctx.grid.printedId(checkHex(ctx, c.hex));
      refuseEnemyCombatStack(ctx.game, state, entry.unit, at);
      return [{ type: 'unitReturned', unit: entry.unit, hex: at }];
    }
  }
}

function sideOf(ctx: RulesContext, state: OcsState, side: string): SideContext {
  if (!ctx.game.sides.some((s) => s.id === side)) throw new CommandError(`there is no side "${side}"`, 'side');
  return sideContext(ctx.game, ctx.graph, state, side);
}

function friendlyUnit(sc: SideContext, id: string): OcsUnit {
  const u = sc.friendly.find((x) => x.id === id);
  if (!u)
    throw new CommandError(
      sc.state.units.some((x) => x.id === id)
        ? `${id} is not a ${sc.side} unit`
        : `there is no unit "${id}" on the map`,
      'units',
    );
  return u;
}

function checkHex(ctx: RulesContext, hex: string): number {
  const i = ctx.grid.indexOf(hex);
  if (i < 0) throw new CommandError(`"${hex}" is not a hex on this map`, 'hex');
  return i;
}
