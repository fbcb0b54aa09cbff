import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CampaignFileError } from '../store/campaign-file-error.js';
import type { CampaignService } from './campaign-service.js';
import { guardOutput, placeOutput } from './output-guard.js';
import { picturesDirOf } from './picture-files.js';

/**
 * Export and archive as worker jobs: the worker writes the JSON, its pictures and the report into a
 * staging folder beside the output (same disk, so placing is a rename), and this side puts them in
 * place under the output rules: nothing replaced unless forced, never a campaign file. A refusal,
 * a failure or Cancel removes the staging folder: nothing is left behind.
 */
export async function exportInWorker(
  service: CampaignService,
  out: string,
  force: boolean,
): Promise<{ out: string; commands: number }> {
  const s = service.current();
  const json = resolve(out);
  const pictures = picturesDirOf(json);
  guardOutput(json, s.store.file, force);
  const staging = stagingDir(json);
  try {
    const r = await service.jobs.run('campaign.export', {
      campaign: s.store.file,
      json: join(staging, 'campaign.json'),
      pictures: join(staging, 'pictures'),
      picturesName: basename(pictures),
    });
    placePictures(join(staging, 'pictures'), pictures, force);
    placeOutput(json, s.store.file, force, (partial) => renameSync(join(staging, 'campaign.json'), partial));
    return { out: json, commands: r.commands };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export async function archiveInWorker(
  service: CampaignService,
  dir: string,
  force: boolean,
): Promise<{ json: string; html: string }> {
  const s = service.current();
  const base = basename(s.store.file).replace(/\.qmc$/, '');
  const folder = resolve(dir);
  if (exists(folder) && !statSync(folder).isDirectory())
    throw new CampaignFileError('exists', folder, `${folder} is a file; the archive is a folder: choose another name`);
  const json = join(folder, `${base}.campaign.json`);
  const html = join(folder, `${base}.report.html`);
  const pictures = picturesDirOf(json);
  // both refused before either is written
  for (const f of [json, html]) guardOutput(f, s.store.file, force);
  // the first folder this made, if any: a failed or cancelled archive takes it away again
  const made = mkdirSync(folder, { recursive: true });
  const staging = stagingDir(json);
  try {
    await service.jobs.run('campaign.archive', {
      campaign: s.store.file,
      dir: staging,
      base,
      picturesName: basename(pictures),
      version: service.options.version,
    });
    placePictures(join(staging, 'pictures'), pictures, force);
    for (const f of [json, html])
      placeOutput(f, s.store.file, force, (partial) => renameSync(join(staging, basename(f)), partial));
    return { json, html };
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    if (made) rmSync(made, { recursive: true, force: true });
    throw e;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function stagingDir(output: string): string {
  return mkdtempSync(join(dirname(output), '.qm-staging-'));
}

/** An export's picture files: only ever replacing a folder of the files an export writes, and only when forced. */
function placePictures(staged: string, target: string, force: boolean): void {
  if (!exists(staged)) return;
  if (exists(target)) {
    const ours = readdirSync(target).every((n) => /^\d{4,}\.(png|jpg|gif|bin)$/.test(n));
    if (!force || !ours)
      throw new CampaignFileError(
        'exists',
        target,
        ours
          ? `${target} already exists; choose another name, or confirm to replace it (--force on the command line)`
          : `${target} already exists and holds other files than an export's pictures; choose another name`,
      );
    rmSync(target, { recursive: true });
  }
  renameSync(staged, target);
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
