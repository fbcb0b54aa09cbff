import { describeCommand, type Command } from '../../shared/rules/registered-commands.js';
import { applyCommand, fold } from '../../shared/rules/registered-events.js';
import { rulesContext } from '../../shared/rules/rulesets.js';
import type { CampaignSession } from './campaign-session.js';

/**
 * What the table cannot take back: blowing a dump (OCS 12.11), a capture (OCS 12.11b, GC 19),
 * eliminating a pocket (GC 17.D), and any spend that empties a dump. The app asks before these;
 * Undo still reverses them in the app, but the players at the table have seen them happen.
 * Returns the question to ask, or null when the command needs none (or will be refused anyway).
 */
export function confirmationFor(s: CampaignSession, command: Command): string | null {
  if (command.type === 'clock.advance' && !command.skipSupply) return advanceQuestion(s);
  const what = describeCommand(command);
  const why: string[] = [];
  switch (command.type) {
    case 'dump.blow':
      why.push('the dump is blown up');
      break;
    case 'dump.capture':
    case 'transport.capture':
      why.push('it changes hands');
      break;
    case 'pocket.eliminate':
      why.push('every unit of the pocket is eliminated');
      break;
  }
  if (MOVES_OR_EDITS.has(command.type)) return why.length ? question(what, why) : null;
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
    if ((left.get(d.id) ?? 0) === 0 && command.type !== 'dump.blow' && command.type !== 'dump.capture')
      why.push(`dump ${d.id} at ${d.hex} is emptied (it holds ${s.ruleset.formatAmount(d.amount)})`);
  }
  return why.length ? question(what, why) : null;
}

/** Next phase past a step not done (OCS: a Supply Phase not applied): asked, then sent with skipSupply. */
function advanceQuestion(s: CampaignSession): string | null {
  const why = s.ruleset.advanceWarning?.(rulesContext(s.game, s.grid, s.graph()), s.state);
  return why ? `${why[0]!.toUpperCase()}${why.slice(1)}. Go on to the next phase without applying it?` : null;
}

function question(what: string, why: string[]): string {
  return `${what[0]!.toUpperCase()}${what.slice(1)}: ${why.join('; ')}. The players cannot take this back at the table (Undo still can). Go ahead?`;
}

/** SP moved (it can be moved back) or the referee's own edits: not spends, never asked about */
const MOVES_OR_EDITS = new Set([
  'supply.load',
  'supply.unload',
  'supply.ship',
  'dump.setAmount',
  'dump.create',
  'unit.move',
]);

const ROLLS = new Set([
  'attrition.roll',
  'breakout.roll',
  'dump.blow',
  'dump.capture',
  'transport.capture',
  'isolation.roll',
]);

/** A seed for the dry run only, where the app would roll: the preview never fails for want of dice. */
function withDryDice(command: Command): Command {
  const c = command as Command & { dice?: unknown; seed?: number };
  return ROLLS.has(command.type) && !c.dice && c.seed === undefined ? ({ ...command, seed: 1 } as Command) : command;
}
