import { type RegisteredCampaign, emptyState } from '../../shared/rules/registered-state.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CampaignInfo, CampaignSummary, Handlers } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION, type Picture } from '../../shared/model/campaign-schema.js';
import { parseGame } from '../../shared/parse-campaign.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { SCHEMA_VERSION } from '../store/migrations.js';
import type { CampaignService } from './campaign-service.js';
import type { CampaignStore } from '../store/campaign-store.js';
import type { CampaignSession } from './campaign-session.js';
import { readJson } from './create-from-campaign.js';
import { exportOobCsv, importOobCsv } from './oob-service.js';
import { archiveInWorker, exportInWorker } from './export-jobs.js';
import { placeOutput } from './output-guard.js';
import { campaignFiles } from './campaign-files.js';

/** The calls that open, create, import, export, archive and compact campaign files. */
export type FileHandlers = Pick<
  Handlers,
  | 'app.info'
  | 'campaign.summary'
  | 'campaign.open'
  | 'campaign.openDemo'
  | 'campaign.newFromGame'
  | 'campaign.import'
  | 'campaign.export'
  | 'campaign.saveCopy'
  | 'campaign.close'
  | 'campaign.recent'
  | 'campaign.files'
  | 'campaign.compact'
  | 'campaign.info'
  | 'campaign.archive'
  | 'units.importCsv'
  | 'units.exportCsv'
>;

export function fileHandlers(service: CampaignService): FileHandlers {
  const { options } = service;
  return {
    'app.info': () => ({ version: options.version, transport: options.transport, schemaVersion: SCHEMA_VERSION }),
    'campaign.summary': () => (service.isOpen() ? service.summary() : null),
    'campaign.open': (r) => service.open(r.file, r.readOnly ?? false),
    'campaign.openDemo': () => service.openDemo(),
    'campaign.newFromGame': (r) => service.newFromGame(r.gameFile, r.file, r.name),
    'campaign.import': (r) => service.importJson(r.jsonFile, r.file, r.keepLoggedEvents ?? false),
    'campaign.export': (r) => service.exportJson(r.out, r.force ?? false),
    'campaign.saveCopy': (r) => service.saveCopy(r.out, r.force ?? false),
    'campaign.close': () => {
      service.close();
      return null;
    },
    'campaign.recent': () => service.recent.list(),
    'campaign.files': () => campaignFiles(service),
    'campaign.compact': () => service.compact(),
    'campaign.info': () => campaignInfo(service),
    'campaign.archive': (r) => service.archive(r.dir, r.force ?? false),
    'units.importCsv': (r) => importOobCsv(service.current(), (c) => service.execute(c), r.csv, r.source),
    'units.exportCsv': () => exportOobCsv(service.current()),
  };
}

/** A new campaign of a game file: the game's first turn, its first side and phase, nothing placed. */
export function campaignOfGame(gameFile: string, name?: string): RegisteredCampaign {
  const game = parseGame(readJson(gameFile), gameFile);
  const first = [...game.turns].sort((a, b) => a.number - b.number)[0]!;
  return {
    format: CAMPAIGN_FORMAT,
    formatVersion: CAMPAIGN_FORMAT_VERSION,
    name: name ?? `${game.name} campaign`,
    game,
    setup: emptyState({
      turn: first.number,
      side: game.sides[0]!.id,
      phase: rulesetInfo(game.ruleset).phases[0]!.id,
    }),
    log: [],
  };
}

export function exportJson(service: CampaignService, out: string, force = false) {
  return exportInWorker(service, out, force);
}

/** The archive: the campaign as JSON (re-importable, its pictures beside it) and as an HTML report, both in `dir`. */
export function archive(service: CampaignService, dir: string, force = false) {
  return archiveInWorker(service, dir, force);
}

export function toCampaign(s: CampaignSession): RegisteredCampaign {
  return { ...campaignBody(s.store), ...withPictures(s.store.readPictures()) };
}

/** The campaign as JSON holds it, all but its pictures (an export writes those as files). */
export function campaignBody(store: CampaignStore): RegisteredCampaign {
  const s = { store };
  return {
    format: CAMPAIGN_FORMAT,
    formatVersion: CAMPAIGN_FORMAT_VERSION,
    name: s.store.meta('name') ?? 'Campaign',
    // the game it was made with: the log's game.edit commands make it the game it is now
    game: s.store.readGame(),
    setup: s.store.readSetup(),
    log: s.store.readLog(),
    ...(s.store.meta('rulesVersion') ? { rulesVersion: Number(s.store.meta('rulesVersion')) } : {}),
  };
}

export function saveCopy(service: CampaignService, out: string, force = false): { out: string } {
  const s = service.current();
  const path = resolve(out);
  if (path === s.store.file) throw new CommandError('choose a different file for the copy', 'out');
  return { out: placeOutput(path, s.store.file, force, (partial) => s.store.copyTo(partial)) };
}

/** Drops the snapshots and reopens: the same campaign, folded from its log. */
export function compact(service: CampaignService): { beforeMB: number; afterMB: number } {
  const s = service.current();
  if (s.store.readOnly) throw new CommandError(s.store.readOnlyMessage());
  const file = s.store.file;
  // the file and its write-ahead log together
  const mb = () =>
    [file, `${file}-wal`].reduce((a, f) => a + (existsSync(f) ? statSync(f).size : 0), 0) / (1024 * 1024);
  const before = mb();
  s.store.compact();
  service.close();
  service.open(file);
  return { beforeMB: before, afterMB: mb() };
}

/** What the open campaign holds, in a few lines: the CLI's `info`. */
export function campaignInfo(service: CampaignService): CampaignInfo {
  const summary: CampaignSummary = service.summary();
  const s = service.current();
  const map = s.game.map;
  return {
    summary,
    map: { columns: map.columns, rows: map.rows, orientation: map.orientation, sections: map.sections.length },
    sides: s.game.sides.map((side) => {
      const dumps = s.state.dumps.filter((d) => d.side === side.id);
      return {
        id: side.id,
        name: side.name,
        units: s.state.units.filter((u) => u.side === side.id).length,
        dumps: dumps.length,
        amountText: s.ruleset.formatAmount(dumps.reduce((a, d) => a + d.amount, 0)),
      };
    }),
    schemaVersion: s.store.schemaVersion,
    ...(s.game.importNotes ? { importNotes: s.game.importNotes } : {}),
  };
}

/** Pictures go into campaign JSON only when there are any, so files without them stay as they were. */
function withPictures(pictures: Picture[]): { pictures?: Picture[] } {
  return pictures.length ? { pictures } : {};
}
