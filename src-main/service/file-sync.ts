import { loadState, type CampaignSession } from './campaign-session.js';

/**
 * Any number of processes may write one campaign file (the app, a second window, the CLI's `do`).
 * Before a session answers or acts, it checks whether the file changed since it last read it —
 * SQLite's data_version moves when another connection commits, and the log head says whether the
 * log moved — and if so reloads its state from the file. Returns true when it reloaded.
 */
export function syncWithFile(s: CampaignSession): boolean {
  const version = s.store.dataVersion();
  if (version === s.dataVersion) return false;
  s.dataVersion = version;
  const head = s.store.head();
  if (head === s.head) return false;
  const loaded = loadState(s.store);
  s.anchor = loaded.anchor;
  s.state = loaded.state;
  s.head = head;
  s.commandsSinceSnapshot = 0;
  return true;
}

/** Whether another process or window edited (or undid an edit of) the campaign's game since `s` read it. */
export function gameEditedElsewhere(s: CampaignSession): boolean {
  return s.store.gameEditsMark() !== s.gameEditsMark;
}
