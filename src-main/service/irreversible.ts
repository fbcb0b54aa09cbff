import { describeCommand, diceCommandTypes, type Command } from '../../shared/rules/registered-commands.js';
import { applyCommand, fold } from '../../shared/rules/registered-events.js';
import { allRulesets, rulesContext } from '../../shared/rules/rulesets.js';
import type { Irreversible } from '../../shared/engine/ruleset.js';
import { refereeNames } from '../../shared/engine/referee-names.js';
import type { CampaignSession } from './campaign-session.js';

/**
 * What the table cannot take back: each ruleset names its own such commands (blowing a dump, OCS
 * 12.11; eliminating a pocket, GC 17.D), a capture (OCS 12.11b, GC 19) changes hands, and any
 * spend that empties a dump. The app asks before these; Undo still reverses them in the app, but
 * the players at the table have seen them happen.
 * Returns the question to ask, or null when the command needs none (or will be refused anyway).
 */
export function confirmationFor(s: CampaignSession, command: Command): string | null {
  if (command.type === 'clock.advance' && !command.skipSupply) return advanceQuestion(s);
  const names = refereeNames(s.game, s.ruleset, s.state);
  const what = describeCommand(command, names);
  const own = irreversibleOf(s, command.type);
  const why: string[] = own ? [own.why] : [];
  if (MOVES_OR_EDITS.has(command.type) || s.ruleset.movesOnly.includes(command.type))
    return why.length ? question(what, why) : null;
  let after;
  try {
    // a dry run on the state as shown: nothing is written
    const events = applyCommand(rulesContext(s.game, s.grid, s.graph()), s.state, withDryDice(command));
    after = fold(s.state, events);
  } catch {
    return why.length ? question(what, why) : null; // the command itself will say what is wrong
  }
  const left = new Map(after.dumps.map((d) => [d.id, d.amount]));
  for (const d of s.state.dumps) {
    if (d.amount <= 0) continue;
    if ((left.get(d.id) ?? 0) === 0 && !own?.dumpGone)
      why.push(`${names.dump(d.id)} is emptied (it holds ${s.ruleset.formatAmount(d.amount)})`);
  }
  return why.length ? question(what, why) : null;
}

/** The engine's say, or the ruleset's that owns the command (another system's command is refused, but reads as what it is). */
function irreversibleOf(s: CampaignSession, type: string): Irreversible | undefined {
  if (Object.hasOwn(ENGINE_IRREVERSIBLE, type)) return ENGINE_IRREVERSIBLE[type];
  const owner = [s.ruleset, ...allRulesets()].find((r) => Object.hasOwn(r.irreversible, type));
  return owner?.irreversible[type];
}

/** Next phase past a step not done (OCS: a Supply Phase not applied): asked, then sent with skipSupply. */
function advanceQuestion(s: CampaignSession): string | null {
  const why = s.ruleset.advanceWarning?.(rulesContext(s.game, s.grid, s.graph()), s.state);
  return why ? `${why[0]!.toUpperCase()}${why.slice(1)}. Go on to the next phase without applying it?` : null;
}

function question(what: string, why: string[]): string {
  return `${what[0]!.toUpperCase()}${what.slice(1)}: ${why.join('; ')}. The players cannot take this back at the table (Undo still can). Go ahead?`;
}

/** The engine's shared commands that cannot be taken back: a dump captured changes hands (OCS 12.11b, GC 19.H). */
const ENGINE_IRREVERSIBLE: Readonly<Record<string, Irreversible>> = {
  'dump.capture': { why: 'it changes hands', dumpGone: true },
};

/** SP moved (it can be moved back) or the referee's own edits: not spends, never asked about */
const MOVES_OR_EDITS = new Set(['supply.load', 'supply.unload', 'dump.setAmount', 'dump.create', 'unit.move']);

/** A seed for the dry run only, where the app would roll: the preview never fails for want of dice. */
function withDryDice(command: Command): Command {
  const c = command as Command & { dice?: unknown; seed?: number };
  return diceCommandTypes.has(command.type) && !c.dice && c.seed === undefined
    ? ({ ...command, seed: 1 } as Command)
    : command;
}
