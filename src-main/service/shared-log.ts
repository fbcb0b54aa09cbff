import type { CampaignSummary } from '../../shared/api.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { CampaignService } from './campaign-service.js';
import { StaleViewError } from './service-errors.js';

/**
 * Where a shared campaign's changes go instead of straight to the file: the co-referees' log on
 * the club's server (relay/co-referee.ts). Each resolves once the server has taken the change and
 * the file holds it; while the server is out of reach it waits, the change pending.
 */
export interface SharedLog {
  /** the campaign file shared: another file opened in the window changes as before */
  readonly file: string;
  execute(command: Command): Promise<unknown>;
  undo(): Promise<unknown>;
  redo(): Promise<unknown>;
}

/** The shared log the open campaign's changes go through, if it is shared from this window. */
export function sharedLogOf(service: CampaignService): SharedLog | undefined {
  const log = service.sharedLog;
  return log && service.isOpen() && service.current().store.file === log.file ? log : undefined;
}

/**
 * A change through the shared log from a view that showed log head `head`: refused, as on the
 * file, when the campaign has changed since the view was made; the summary once acknowledged.
 */
export async function throughSharedLog(
  service: CampaignService,
  head: string | undefined,
  change: () => Promise<unknown>,
): Promise<CampaignSummary> {
  if (head !== undefined && head !== service.current().head) throw new StaleViewError();
  await change();
  return service.summary();
}
