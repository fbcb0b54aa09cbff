import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Campaign, Picture } from '../../shared/model/campaign-schema.js';
import { FormatError } from '../../shared/model/format-error.js';
import type { CampaignStore } from '../store/campaign-store.js';

/**
 * A campaign's pictures as files beside its JSON (`<name>.pictures/`), so an export or archive
 * never holds more than one picture in memory and never makes one string of them all (400 MB of
 * pictures broke V8's longest string). Importing reads them back from there, one at a time.
 */
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** The folder of pictures that goes with a campaign JSON file. */
export function picturesDirOf(json: string): string {
  return json.replace(/(\.campaign)?\.json$/i, '') + '.pictures';
}

/**
 * Writes every picture of the store into `dir`, one at a time, and returns their entries for the
 * JSON (files named relative to the JSON's folder, whose pictures folder is called `dirName`).
 */
export function writePictureFiles(
  store: CampaignStore,
  dir: string,
  dirName: string,
  progress: (done: number, total: number) => void = () => {},
): Picture[] {
  const list = store.pictureList();
  if (!list.length) return [];
  mkdirSync(dir, { recursive: true });
  return list.map((p, k) => {
    const name = `${String(k + 1).padStart(4, '0')}.${EXTENSION[p.mime] ?? 'bin'}`;
    writeFileSync(join(dir, name), store.picture(p.id)!.data, { flag: 'wx' });
    progress(k + 1, list.length);
    return { id: p.id, mime: p.mime as Picture['mime'], width: p.width, height: p.height, file: `${dirName}/${name}` };
  });
}

/**
 * A parsed campaign's picture files made absolute, each checked to lie inside the JSON's folder
 * (a campaign file names its own pictures, never some other file of the machine) and to exist.
 */
export function resolvePictureFiles<C extends Campaign>(c: C, jsonFile: string): C {
  if (!c.pictures?.some((p) => p.file)) return c;
  const base = dirname(resolve(jsonFile));
  const problems: string[] = [];
  const pictures = c.pictures.map((p) => {
    if (!p.file) return p;
    const path = resolve(base, p.file);
    const rel = relative(base, path);
    if (rel.startsWith('..') || isAbsolute(rel) || isAbsolute(p.file))
      problems.push(`pictures: "${p.id}" names ${p.file}, outside the folder of ${basename(jsonFile)}`);
    else if (!existsSync(path)) problems.push(`pictures: "${p.id}" names ${p.file}, which is not there`);
    return { ...p, file: path };
  });
  if (problems.length) throw new FormatError(`${jsonFile}: its pictures cannot be read`, problems);
  return { ...c, pictures };
}
