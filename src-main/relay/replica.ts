import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import type { CampaignService } from '../service/campaign-service.js';
import { appendLogged, appendStep } from '../service/history-handlers.js';
import { writeTurn } from '../service/write-turn.js';
import type { LogEntry } from './log-entry.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { GameEvent } from '../../shared/rules/registered-events.js';

/** The .qmc's record of which shared log it follows and how far it has applied it. */
export const CAMPAIGN_KEY = 'relay.campaign';
export const APPLIED_KEY = 'relay.seq';

/** A refusal of the shared log itself (another rules version, another campaign): nothing was changed. */
export class RelayRefusal extends Error {}

/** The stream sequence the campaign file has applied (0: never shared). */
export function appliedSeq(service: CampaignService): number {
  return Number(service.current().store.meta(APPLIED_KEY) ?? 0);
}

/**
 * Writes entries of the shared log into the campaign file as the same commands (or undos and
 * redos) with the same events, times and dice, and the stream sequence of the last, in one
 * transaction: a crash leaves the file either before them or after them, never with an entry and
 * an older sequence (which would apply it twice on the next catch-up). A catch-up of thousands
 * of entries writes them a batch at a time, not one synced commit each.
 */
export function applyEntries(service: CampaignService, entries: ReadonlyArray<{ seq: number; entry: LogEntry }>): void {
  if (!entries.length) return;
  for (const { entry } of entries) if (entry.rules !== RULES_VERSION) throw otherRules(entry.rules);
  // the game as edited: grid, graph and views made again (folding the events needed none of them)
  writeTurn(service, undefined, (s) => {
    let gameChanged = false;
    for (const { entry } of entries) {
      if (entry.kind === 'command') {
        appendLogged(s, entry.command as Command, entry.events as GameEvent[], entry.at);
        gameChanged ||= entry.command.type === 'game.edit';
      } else if (entry.kind === 'undo' || entry.kind === 'redo') {
        gameChanged ||= s.store.commandPayload(entry.seq).type === 'game.edit';
        appendStep(s, entry.kind, entry.seq, entry.at);
      }
    }
    s.store.setMeta(APPLIED_KEY, String(entries[entries.length - 1]!.seq));
    return { gameChanged };
  });
}

export function otherRules(version: number): RelayRefusal {
  return new RelayRefusal(
    `the shared campaign is kept with rules version ${version}; this Quartermaster has rules version ${RULES_VERSION}. Both referees need the same version: nothing was changed`,
  );
}
