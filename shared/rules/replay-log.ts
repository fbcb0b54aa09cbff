import { HexGrid } from '../hex/hex-grid.js';
import { MovementGraph } from '../hex/movement-graph.js';
import type { RegisteredCampaign, RegisteredRules, RegisteredState } from './registered-state.js';
import { FormatError } from '../model/format-error.js';
import { commandSchema } from './registered-commands.js';
import { applyCommand, folder, type GameEvent } from './registered-events.js';
import { rulesetInfo } from './rulesets.js';
import { RULES_VERSION } from '../engine/rules-version.js';
import { stateInvariantProblems } from '../engine/state-invariants.js';
import { gameWithEdits } from '../engine/game-edit-command.js';
import { copyState } from '../engine/fold.js';
import { eventOutOfBounds } from './logged-event-bounds.js';

/**
 * An import never trusts the events in a log: each `done` command is applied again through the
 * engine, in order, and its events compared with the log's; the `undone` ones are checked the same
 * way, as a redo would replay them after the done ones; `discarded` ones are kept as they are. A
 * log of this rules version must match: the first difference is refused with its command number
 * and what differs. A log of an older version (or of none recorded) may differ, since rules change
 * and an archive must still open, but only with events of the kinds its command gives today,
 * touching only what its command names or the rules touch (logged-event-bounds.ts); anything else
 * is refused. Its differences are refused too unless the referee chose to keep the logged events
 * as history (`keepLoggedEvents`), and are then returned as warnings. The setup and the resulting
 * state must always pass the invariants (state-invariants.ts). Returns the state the done commands reach.
 */
export function replayLog(
  c: RegisteredCampaign,
  /** done commands after which a copy of the state is handed back (the undo ladder's rungs: import folds the log once) */
  rungsAt: ReadonlySet<number> = new Set(),
  keepLoggedEvents = false,
): { state: RegisteredState; warnings: string[]; rungs: Array<{ seq: number; state: RegisteredState }> } {
  let grid = new HexGrid(c.game.map);
  grid.indexIds();
  let graph: MovementGraph | undefined;
  const ctx = {
    game: c.game,
    get grid() {
      return grid;
    },
    ruleset: rulesetInfo(c.game.ruleset),
    get graph() {
      return (graph ??= new MovementGraph(ctx.game, grid));
    },
  };
  // a logged game edit (game.edit) changes the game the later commands are replayed on
  const followGameEdits = (events: readonly GameEvent[]) => {
    const edits = events.flatMap((e) => (e.type === 'gameEdited' ? [e.edit] : []));
    if (!edits.length) return;
    ctx.game = gameWithEdits(ctx.game, edits);
    grid = new HexGrid(ctx.game.map);
    grid.indexIds();
    graph = undefined;
  };
  const exact = c.rulesVersion === RULES_VERSION;
  const warnings: string[] = [];
  const setupProblems = stateInvariantProblems(c.game, ctx.ruleset, c.setup, grid);
  if (setupProblems.length) throw new FormatError('the campaign setup is not valid', setupProblems);

  const rungs: Array<{ seq: number; state: RegisteredState }> = [];
  const replay = (status: 'done' | 'undone', f: ReturnType<typeof folder<RegisteredRules>>) => {
    for (const entry of c.log) {
      if (entry.status !== status) continue;
      const where = `command #${entry.seq}`;
      const recorded = entry.events as GameEvent[];
      let difference: string | undefined;
      const parsed = commandSchema.safeParse(safeJson(entry.command));
      if (!parsed.success)
        throw new FormatError('the campaign log is not valid', [`${where}: not a command this app knows`]);
      const type = parsed.data.type;
      let replayed: GameEvent[] = [];
      try {
        replayed = applyCommand(ctx, f.state, parsed.data);
        difference = firstDifference(replayed, recorded);
      } catch (e) {
        difference = `the rules refuse it now: ${(e as Error).message}`;
      }
      if (difference) {
        const head = `${where} (${type}${status === 'undone' ? ', undone' : ''})`;
        const line = `${head}: ${difference}`;
        if (exact) throw new FormatError('the campaign log does not replay', [line]);
        const outOfBounds = eventOutOfBounds(f.state, parsed.data, replayed, recorded);
        if (outOfBounds)
          throw new FormatError('the campaign log holds an event its command cannot have given', [
            `${head}: ${outOfBounds}`,
          ]);
        if (!keepLoggedEvents)
          throw new FormatError(
            `the campaign log (rules version ${c.rulesVersion ?? 'not recorded'}) does not replay as today's rules (version ${RULES_VERSION}) give it; nothing was imported. To keep its logged events as history, import it again choosing to keep them (--keep-logged-events)`,
            [line],
          );
        warnings.push(line);
      }
      try {
        f.add(recorded);
        followGameEdits(recorded);
      } catch (e) {
        throw new FormatError('the campaign log does not fit its setup', [`${where}: ${(e as Error).message}`]);
      }
      if (status === 'done' && rungsAt.has(entry.seq)) rungs.push({ seq: entry.seq, state: copyState(f.state) });
    }
  };
  const done = folder(c.setup);
  replay('done', done);
  const problems = stateInvariantProblems(ctx.game, ctx.ruleset, done.state, grid);
  if (problems.length) throw new FormatError('the campaign log leads to an impossible state', problems);
  const state = done.state;
  if (c.log.some((e) => e.status === 'undone')) {
    const redo = folder(state);
    replay('undone', redo);
    const after = stateInvariantProblems(ctx.game, ctx.ruleset, redo.state, grid);
    if (after.length) throw new FormatError('the undone commands of the log lead to an impossible state', after);
  }
  return { state, warnings, rungs };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first event that differs between the replay and the log, in words; undefined when they agree. */
function firstDifference(replayed: readonly GameEvent[], recorded: readonly GameEvent[]): string | undefined {
  for (let k = 0; k < Math.max(replayed.length, recorded.length); k++) {
    const a = replayed[k];
    const b = recorded[k];
    if (!b) return `the rules give event ${k + 1} (${a!.type}), which the log lacks`;
    if (!a) return `the log has event ${k + 1} (${b.type}), which the rules do not give`;
    const [ja, jb] = [JSON.stringify(a), JSON.stringify(b)];
    if (ja !== jb) return `event ${k + 1}: the log has ${jb.slice(0, 160)}, the rules give ${ja.slice(0, 160)}`;
  }
  return undefined;
}
