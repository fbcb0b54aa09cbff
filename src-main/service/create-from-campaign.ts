import { readFileSync } from 'node:fs';
import type { LedgerDelta } from '../../shared/engine/ledger.js';
import { logClocks } from '../../shared/engine/log-walk.js';
import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { FormatError } from '../../shared/model/format-error.js';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { LedgerWalker, type GameEvent } from '../../shared/rules/registered-events.js';
import type { RegisteredCampaign } from '../../shared/rules/registered-state.js';
import { replayLog } from '../../shared/rules/replay-log.js';
import { CampaignFileError } from '../store/campaign-file-error.js';
import { CampaignStore } from '../store/campaign-store.js';
import { createExclusive } from '../store/create-exclusive.js';
import { guardOutput } from './output-guard.js';
import { ladderStops, type Rung } from '../store/snapshot-ladder.js';
import { resolvePictureFiles } from './picture-files.js';

/**
 * Writes a campaign (setup and log) to a new file, all or nothing: the log must fold cleanly, and
 * the file is written under a temporary name and renamed into place only when complete. Returns the
 * file opened, and what the replay found in an older rules version's log.
 */
export function createFrom(
  c: RegisteredCampaign,
  file: string,
  /** an older rules version's log that differs from today's replay: keep its events as history (the referee chose to) */
  keepLoggedEvents = false,
): { store: CampaignStore; warnings: string[] } {
  // the output guard first: never a name taken, nor one a campaign's -wal or -shm goes by
  guardOutput(file, undefined, false);
  // the clock each command was given at, and one fold of the whole log to prove it fits the
  // setup — not one fold per command, which copies the state each time
  const clocks = logClocks(c.setup.clock, c.log);
  // the log's commands are replayed through the engine, never trusted as written
  // the undo ladder's rungs (snapshot-ladder.ts) come from the same replay: the log is folded once
  const doneSeqs = c.log.filter((e) => e.status === 'done').map((e) => e.seq);
  const replayed = replayLog(c, ladderStops(doneSeqs), keepLoggedEvents);
  let finalState: RegisteredCampaign['setup'];
  let rungs: Rung[] = [];
  // the ledger the file will hold: done commands, then the undone ones a redo would apply
  const ledger = new Map<number, LedgerDelta[]>();
  try {
    finalState = replayed.state;
    rungs = replayed.rungs;
    const walker = new LedgerWalker(c.setup.dumps);
    for (const status of ['done', 'undone'] as const)
      for (const entry of c.log)
        if (entry.status === status) ledger.set(entry.seq, walker.deltas(entry.events as GameEvent[]));
  } catch (e) {
    throw new FormatError('the campaign log does not fit its setup', [(e as Error).message]);
  }
  try {
    // built under a temporary name and linked into place: of two racing creators one wins
    createExclusive(file, (partial) => {
      const store = CampaignStore.create(partial, c.name, c.game, c.setup);
      try {
        const rules = c.log.length === 0 ? RULES_VERSION : c.rulesVersion;
        if (rules !== undefined) store.setMeta('rulesVersion', String(rules));
        store.importLog(c.log, clocks, ledger);
        if (c.pictures?.length) store.writePictures(c.pictures);
        // the undo ladder's rungs, then a snapshot of where the log ends, so that opening does not fold the whole log
        const last = [...c.log].reverse().find((e) => e.status === 'done');
        for (const r of rungs) store.writeSnapshot(r.seq, r.state);
        if (last) store.writeSnapshot(last.seq, finalState);
      } finally {
        store.close();
      }
    });
  } catch (e) {
    if (!(e instanceof CampaignFileError) && e instanceof Error && /UNIQUE|constraint/i.test(e.message))
      throw new FormatError('the campaign log is not valid', [e.message]);
    throw e;
  }
  return { store: CampaignStore.open(file), warnings: replayed.warnings };
}

export function readCampaignJson(file: string): RegisteredCampaign {
  return resolvePictureFiles(parseCampaign(readJson(file), file), file);
}

export function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new FormatError(`${file} could not be read`, ['no such file, or no permission to read it']);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new FormatError(`${file} is not valid JSON`, [(e as Error).message]);
  }
}
