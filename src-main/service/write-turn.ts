import type { CampaignSummary } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { CampaignService } from './campaign-service.js';
import { openSession, type CampaignSession } from './campaign-session.js';
import { gameEditedElsewhere, syncWithFile } from './file-sync.js';
import { StaleViewError } from './service-errors.js';

/** A change to the open campaign: it writes through the session and says whether it changed the game. */
export type CampaignChange = (s: CampaignSession) => { gameChanged: boolean };

/**
 * The one path of every change to the campaign (a command, an undo, a redo), top to bottom:
 * 1. the open session, read afresh if another process or window wrote the file;
 * 2. a read-only file refuses, saying why it is read-only;
 * 3. the write lock (BEGIN IMMEDIATE): writers take turns, so two windows never interleave;
 * 4. the stale-view check: a view that showed an older log head, or a game another process edited
 *    just now, is refused — acting on what the referee no longer sees would be wrong;
 * 5. the change itself, then the new log head, all committed or none;
 * 6. the session follows: a game edit means another map, grid and graph;
 * 7. open views are told, and the caller gets the new summary.
 */
export function writeTurn(service: CampaignService, head: string | undefined, change: CampaignChange): CampaignSummary {
  const s = service.current();
  if (s.store.readOnly) throw new CommandError(s.store.readOnlyMessage());
  const before = s.head;
  let gameChanged = false;
  try {
    s.store.writeTransaction(() => {
      if (syncWithFile(s) && gameEditedElsewhere(s)) throw new StaleViewError();
      if (head !== undefined && head !== s.head) throw new StaleViewError();
      gameChanged = change(s).gameChanged;
      s.head = s.store.head();
    });
  } catch (e) {
    // rolled back: whatever the change did in memory is read again from the file
    if (!(e instanceof StaleViewError) && !(e instanceof CommandError)) {
      s.head = '';
      s.dataVersion = Number.NaN;
    }
    if (e instanceof StaleViewError && gameEditedElsewhere(s)) service.replaceSession(openSession(s.store));
    throw e;
  } finally {
    if (s.head !== before) service.changed.emit(s.head);
  }
  if (gameChanged) service.replaceSession(openSession(s.store));
  return service.summary();
}
