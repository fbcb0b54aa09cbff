import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importReport } from '../import/vassal/import-report.js';
import { prepareVassalImport, templateGame, type VassalImportRequest } from '../import/vassal/import-vassal.js';
import { preview } from '../import/vassal/vassal-handlers.js';
import { reportHtml } from '../archive/report-html.js';
import { CampaignService, type ServiceOptions } from '../service/campaign-service.js';
import { createFrom } from '../service/create-from-campaign.js';
import { campaignBody } from '../service/file-handlers.js';
import { writePictureFiles } from '../service/picture-files.js';
import { CampaignStore } from '../store/campaign-store.js';
import { printLine, progress } from './job-progress.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { readPictures, type FeatureExample, type SheetPicture } from '../../shared/picture/read-picture.js';

/**
 * The long jobs, as a worker runs them: each reads its files and writes only into the staging
 * folder its owner gave it (the owner puts the result in place, or removes the folder on Cancel or
 * failure), and returns a small result.
 */
export const jobs = {
  'vassal.preview': async (a: { request: VassalImportRequest; appRoot: string }) => {
    progress('reading the module');
    // the preview draws no counter art: only the import keeps it
    return preview(
      await prepareVassalImport(a.request, templateGame(a.appRoot), { drawArt: false }),
      !!(a.request.save || a.request.setup),
    );
  },
  'vassal.import': async (a: { request: VassalImportRequest; appRoot: string; file: string; out: string }) => {
    progress('reading the module');
    const r = await prepareVassalImport(a.request, templateGame(a.appRoot));
    progress('writing the campaign file');
    createFrom(r.campaign, a.file).store.close();
    return importReport(r, a.request, a.out);
  },
  'campaign.export': async (a: { campaign: string; json: string; pictures: string; picturesName: string }) => ({
    commands: (await exportTo(a.campaign, a.json, a.pictures, a.picturesName)).commands,
  }),
  'campaign.archive': async (a: {
    campaign: string;
    dir: string;
    base: string;
    picturesName: string;
    version: string;
  }) => {
    const { body } = await exportTo(
      a.campaign,
      join(a.dir, `${a.base}.campaign.json`),
      join(a.dir, 'pictures'),
      a.picturesName,
    );
    progress('writing the report');
    writeFileSync(join(a.dir, `${a.base}.report.html`), reportHtml(body, `Quartermaster ${a.version}`), { flag: 'wx' });
    return null;
  },
  'picture.read': async (a: {
    game: GameDefinition;
    sheets: SheetPicture[];
    examples: Array<[string, string]>;
    features: FeatureExample[];
  }) => {
    progress('reading the terrain');
    return readPictures(a.game, new HexGrid(a.game.map), a.sheets, new Map(a.examples), a.features);
  },
  'terrain-from-picture': async (a: { argv: string[]; options: ServiceOptions }) => {
    const { terrainFromPictureCli } = await import('../picture/terrain-from-picture-cli.js');
    const service = new CampaignService(a.options);
    try {
      progress('reading the picture');
      return await terrainFromPictureCli(a.argv, service, { out: printLine });
    } finally {
      service.close();
    }
  },
};

export type JobKind = keyof typeof jobs;
export type JobArgs<K extends JobKind> = Parameters<(typeof jobs)[K]>[0];
export type JobResult<K extends JobKind> = Awaited<ReturnType<(typeof jobs)[K]>>;

/** The campaign as JSON in `json`, its pictures as files in `pictures`, one picture in memory at a time. */
async function exportTo(campaign: string, json: string, pictures: string, picturesName: string) {
  const store = CampaignStore.open(campaign, { readOnly: true });
  try {
    // the open check's memory map of the whole file ends after this turn: the pictures are then
    // read into memory one at a time, not mapped all at once (400 MB of them counted in the process)
    await new Promise((r) => setImmediate(r));
    progress('reading the campaign');
    const body = campaignBody(store);
    const files = writePictureFiles(store, pictures, picturesName, (done, total) =>
      progress('writing the pictures', done, total),
    );
    const out = files.length ? { ...body, pictures: files } : body;
    progress('writing the campaign');
    writeFileSync(json, JSON.stringify(out, null, 1) + '\n', { flag: 'wx' });
    return { commands: body.log.length, body: out };
  } finally {
    store.close();
  }
}
