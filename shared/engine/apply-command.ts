import { printedIdExample } from '../hex/printed-id.js';
import { dumpHolds, dumpName, unitNameIn } from './referee-names.js';
import type { CampaignState } from '../model/campaign-schema.js';
import { nextClock } from './clock.js';
import { CommandError } from '../model/command-error.js';
import { isEngineCommand, type Command } from './commands.js';
import { refuseEnemyCombatStack } from './enemy-stack.js';
import type { AnyEvent } from './events.js';
import type { RulesContext } from './ruleset.js';
import { applyUnitEdit, applyUnitsImport } from './unit-commands.js';
import { applyGameEditCommand } from './game-edit-command.js';
import { typeDefaults } from '../model/unit-check.js';
import { unitById } from './unit-index.js';

/** apply(state, command) -> events. Pure: refuses with a CommandError and changes nothing. */
export function applyCommand(ctx: RulesContext, state: CampaignState, c: Command): AnyEvent[] {
  const unit = (id: string) => {
    const u = unitById(state, id);
    if (!u) throw new CommandError(`there is no unit "${id}" in this campaign`, 'unit');
    return u;
  };
  const hex = (h: string): string => {
    const i = ctx.grid.indexOf(h);
    if (i < 0)
      throw new CommandError(`"${h}" is not a hex on this map (expected ${printedIdExample(ctx.game.map)})`, 'hex');
    return ctx.grid.printedId(i);
  };
  if (!isEngineCommand(c)) return rulesetCommand(ctx, state, c);
  switch (c.type) {
    case 'unit.move': {
      const u = unit(c.unit);
      const to = hex(c.hex);
      if (to === u.hex) throw new CommandError(`${u.name} is already in ${to}`, 'hex');
      refuseEnemyCombatStack(ctx.game, state, u, to);
      ctx.ruleset.checkMove?.(ctx, state, u, to);
      return [
        { type: 'unitMoved', unit: u.id, from: u.hex, to },
        ...(ctx.ruleset.afterMove?.(ctx, state, u, to) ?? []),
      ];
    }
    case 'unit.create': {
      if (!ctx.game.sides.some((s) => s.id === c.side)) throw new CommandError(`there is no side "${c.side}"`, 'side');
      if (!ctx.game.unitTypes.some((t) => t.id === c.unitType))
        throw new CommandError(
          `there is no unit type "${c.unitType}" (types: ${ctx.game.unitTypes.map((t) => t.id).join(', ')})`,
          'unitType',
        );
      const at = hex(c.hex);
      refuseEnemyCombatStack(ctx.game, state, { name: c.name, side: c.side }, at);
      // the type's usual counter where the command does not say (not 0-0)
      const d = typeDefaults(ctx.game, c.unitType);
      const steps = c.steps ?? d.steps;
      // an id from the name, made unique: "7 Pz Div" -> "7-pz-div", "7-pz-div-2", ...
      const base =
        c.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 48) || 'unit';
      let id = base;
      for (
        let n = 2;
        state.units.some((u) => u.id === id) ||
        state.deadPile.some((u) => u.id === id) ||
        state.track.some((t) => t.unit.id === id);
        n++
      )
        id = `${base}-${n}`;
      return [
        {
          type: 'unitCreated',
          unit: {
            id,
            name: c.name,
            side: c.side,
            type: c.unitType,
            hex: at,
            steps,
            maxSteps: Math.max(steps, d.steps),
            re: c.re ?? d.re,
            ar: d.ar,
            ma: c.ma ?? d.ma,
            mode: 'combat',
            attack: c.attack ?? d.attack,
            defense: c.defense ?? d.defense,
            ...(d.size ? { size: d.size } : {}),
            ...(d.throwRange ? { throwRange: d.throwRange } : {}),
            enteredTurn: state.clock.turn,
          },
        },
      ];
    }
    case 'units.import':
      return applyUnitsImport(ctx, state, c);
    case 'unit.edit':
      return applyUnitEdit(ctx, state, c);
    case 'game.edit':
      return applyGameEditCommand(ctx, state, c);
    case 'unit.setSteps': {
      const u = unit(c.unit);
      if (c.steps > u.maxSteps)
        throw new CommandError(`${u.name} has only ${u.maxSteps} steps printed; ${c.steps} is too many`, 'steps');
      if (c.steps === u.steps) throw new CommandError(`${u.name} already has ${c.steps} steps`, 'steps');
      if (c.steps === 0) return [{ type: 'unitEliminated', unit: u.id, hex: u.hex }];
      return [{ type: 'unitStepsSet', unit: u.id, from: u.steps, to: c.steps }];
    }
    case 'unit.setMode': {
      const u = unit(c.unit);
      const modes = ctx.ruleset.unitModes ?? [];
      const mode = modes.find((m) => m.id === c.mode);
      if (!mode)
        throw new CommandError(
          modes.length
            ? `the ${ctx.ruleset.name} rules have no mode "${c.mode}" (they have: ${modes.map((m) => m.label).join(', ')})`
            : `units have no modes in the ${ctx.ruleset.name} rules`,
          'mode',
        );
      if (u.mode === c.mode) throw new CommandError(`${u.name} is already ${mode.label}`, 'mode');
      return [{ type: 'unitModeSet', unit: u.id, from: u.mode, to: c.mode }];
    }
    case 'dump.create': {
      if (!ctx.game.sides.some((s) => s.id === c.side)) throw new CommandError(`there is no side "${c.side}"`, 'side');
      const at = hex(c.hex);
      let n = state.dumps.length + 1;
      while (state.dumps.some((d) => d.id === `dump-${n}`)) n++;
      return [
        { type: 'dumpCreated', dump: { id: `dump-${n}`, side: c.side, hex: at, amount: c.amount, captured: false } },
      ];
    }
    case 'dump.setAmount': {
      const d = state.dumps.find((x) => x.id === c.dump);
      if (!d) throw new CommandError(`there is no dump "${c.dump}" in this campaign`, 'dump');
      if (d.amount === c.amount) {
        throw new CommandError(
          `${dumpName(d, unitNameIn(state), dumpHolds(ctx.ruleset, d))} already holds ${ctx.ruleset.formatAmount(c.amount)}`,
          'amount',
        );
      }
      return [{ type: 'dumpAmountSet', dump: d.id, from: d.amount, to: c.amount }];
    }
    case 'campaign.setDice':
      if (state.dice === c.dice)
        throw new CommandError(
          c.dice === 'app'
            ? 'the app already rolls the dice in this campaign'
            : 'the referee already rolls the dice in this campaign',
          'dice',
        );
      return [{ type: 'diceSet', from: state.dice, to: c.dice }];
    case 'clock.advance': {
      ctx.ruleset.checkAdvance?.(ctx, state, c.skipSupply === true);
      const to = nextClock(ctx.game, ctx.ruleset, state.clock);
      return [
        { type: 'phaseAdvanced', from: state.clock, to },
        ...(ctx.ruleset.afterAdvance?.(ctx, { ...state, clock: to }, state.clock, to) ?? []),
      ];
    }
  }
}

/** A command the engine does not know goes to the game's ruleset, which checks and applies it. */
function rulesetCommand(ctx: RulesContext, state: CampaignState, c: Command): AnyEvent[] {
  const r = ctx.ruleset;
  // the campaign's dice: with the referee's, a roll must come typed in (a seed is the app's roll)
  if (state.dice === 'referee' && 'seed' in c && !('dice' in c && c.dice)) {
    throw new CommandError(
      'in this campaign the referee rolls the dice: type in the dice rolled (or let the app roll, in the Turns tab)',
      'dice',
    );
  }
  if (!r.applyCommand || !r.commands.includes(c.type))
    throw new CommandError(`the ${r.name} rules have no "${c.type}" command`);
  return r.applyCommand(ctx, state, c);
}
