import { readOobCsv, writeOobCsv } from '../../shared/model/oob-csv.js';
import type { CampaignSession } from './campaign-session.js';
import type { CampaignSummary } from '../../shared/api.js';
import type { Command } from '../../shared/rules/registered-commands.js';

/**
 * The order of battle from a spreadsheet: the CSV is read against the open campaign's game (every
 * problem by row and column, nothing imported while any row is wrong), then brought in as ONE
 * logged command, so one undo takes it all back and the archive keeps it.
 */
export function importOobCsv(
  session: CampaignSession,
  execute: (c: Command) => CampaignSummary,
  csv: string,
  source = 'a CSV',
): { summary: CampaignSummary; placed: number; onTrack: number } {
  const entries = readOobCsv(csv, session.game, session.state, source);
  const summary = execute({ type: 'units.import', source, units: entries });
  const onTrack = entries.filter((e) => e.arrival !== undefined).length;
  return { summary, placed: entries.length - onTrack, onTrack };
}

export function exportOobCsv(session: CampaignSession): { csv: string; rows: number } {
  return {
    csv: writeOobCsv(session.state, session.game),
    rows: session.state.units.length + session.state.track.length,
  };
}
