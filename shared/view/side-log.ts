import type { CampaignState, LogEntry } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import { logClocks } from '../engine/log-walk.js';
import { refereeNames } from '../engine/referee-names.js';
import { describeCommand, type Command } from '../rules/registered-commands.js';
import { describeEvent, type GameEvent } from '../rules/registered-events.js';
import { rulesetInfo } from '../rules/rulesets.js';
import type { SideIds } from './side-ids.js';
import type { SideLogEntry } from './side-view.js';

/** Events every side sees: the clock moving on, and how the dice are rolled. */
const PUBLIC_EVENTS: ReadonlySet<string> = new Set(['phaseAdvanced', 'diceSet']);

/**
 * A side's own log: the events that concern it alone, in words. An event naming another side, or
 * any of its units or dumps, is left out whole (its dice, reasons and amounts with it); so is a
 * game edit (the referee's business) and a command that names anything not the side's own. The
 * log given is the part to show (the caller keeps a long campaign's to its latest commands); the
 * clocks are counted from `setup` over `before` and it.
 */
export function sideLog(
  ids: SideIds,
  game: GameDefinition,
  setup: CampaignState,
  state: CampaignState,
  log: readonly LogEntry[],
  startClock = setup.clock,
): SideLogEntry[] {
  const ruleset = rulesetInfo(game.ruleset);
  const amount = (n: number) => ruleset.formatAmount(n);
  const names = refereeNames(game, ruleset, setup, state);
  const clocks = logClocks(startClock, log);
  const out: SideLogEntry[] = [];
  log.forEach((entry, k) => {
    if (entry.status === 'discarded') return;
    const lines: string[] = [];
    for (const e of entry.events as unknown as GameEvent[]) {
      if (PUBLIC_EVENTS.has(e.type) || (e.type !== 'gameEdited' && ids.onlyOwn(e)))
        lines.push(describeEvent(e, amount, names));
    }
    if (!lines.length) return;
    let command: string | null = null;
    try {
      const c = JSON.parse(entry.command) as Command;
      if (ids.onlyOwn(c)) command = describeCommand(c, names);
    } catch {
      command = null;
    }
    const clock = clocks[k]!;
    out.push({
      seq: entry.seq,
      clockText: `turn ${clock.turn}, ${names.sidePhase(clock.side, clock.phase)}`,
      status: entry.status,
      command,
      lines,
    });
  });
  return out;
}
