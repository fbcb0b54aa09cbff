import type { LogEntryView } from '../../shared/api.js';
import { describeCommand, type Command } from '../../shared/rules/registered-commands.js';
import { describeEvent, eventKind, type GameEvent } from '../../shared/rules/registered-events.js';
import { logClocks } from '../../shared/engine/log-walk.js';
import { refereeNames } from '../../shared/engine/referee-names.js';
import type { CampaignSession } from './campaign-session.js';

function hexesOf(e: GameEvent, outWords: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const o = e as unknown as Record<string, unknown>;
  for (const k of ['hex', 'from', 'to'])
    if (typeof o[k] === 'string' && /\d/.test(o[k] as string)) out.add(o[k] as string);
  // out of supply, in the ruleset's own words (OCS, CL: out-of-supply; GC: out)
  if (e.type === 'supplyDetermined') for (const v of e.verdicts) if (outWords.has(v.status)) out.add(v.hex);
  return [...out];
}

/** The campaign log, command by command, with the clock each was given at and every event in words. */
export function logView(s: CampaignSession): LogEntryView[] {
  const amount = (n: number) => s.ruleset.formatAmount(n);
  const outWords = new Set(s.ruleset.statusWords.filter((w) => !w.supplied).map((w) => w.id));
  const setup = s.store.readSetup();
  const names = refereeNames(s.game, s.ruleset, setup, s.state);
  const log = s.store.readLog();
  const clocks = logClocks(setup.clock, log);
  return log.map((entry, k) => {
    const events = entry.events as unknown as GameEvent[];
    return {
      seq: entry.seq,
      at: entry.at,
      clock: clocks[k]!,
      clockText: `turn ${clocks[k]!.turn}, ${names.sidePhase(clocks[k]!.side, clocks[k]!.phase)}`,
      status: entry.status,
      command: describeCommand(JSON.parse(entry.command) as Command, names),
      events: events.map((e) => ({
        kind: eventKind(e),
        text: describeEvent(e, amount, names),
        hexes: hexesOf(e, outWords),
      })),
    };
  });
}
