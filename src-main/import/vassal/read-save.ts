import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { flattenCommands } from '../../../shared/import/vassal/saved-game.js';
import { deobfuscate } from './deobfuscate.js';
import { ImportError } from './import-error.js';
import { unzipNamed } from './read-module.js';
import { parseXml } from './xml-tree.js';

/**
 * A VASSAL saved game (.vsav) or log (.vlog): a zip holding `savedGame` (the command stream) and
 * `moduledata` (which module wrote it). Returns the flattened commands; a log's entries follow the
 * save, so playing them all gives the positions at its end.
 */
export interface SaveFile {
  label: string;
  /** the module that wrote the save, from its moduledata (undefined when the save does not say) */
  moduleName?: string;
  commands: string[];
}

export function readSaveFile(path: string): SaveFile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new ImportError(`${path} could not be read (no such file, or no permission)`);
  }
  return readSave(bytes, basename(path));
}

export function readSave(bytes: Uint8Array, label: string): SaveFile {
  const files = unzipNamed(bytes, label, 'a VASSAL save or log is a zip holding savedGame');
  const saved = files['savedGame'];
  if (!saved) throw new ImportError(`${label} holds no savedGame entry: it is not a VASSAL save or log`);
  const text = deobfuscate(saved, label);
  const data = files['moduledata']
    ? parseXml(Buffer.from(files['moduledata']).toString('utf8'), `${label}: moduledata`)
    : [];
  const moduleName = data[0]?.children.find((c) => c.tag === 'name')?.text.trim() || undefined;
  return { label, moduleName, commands: flattenCommands(text) };
}
