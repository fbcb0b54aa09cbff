import { ImportError } from './import-error.js';
import type { ModuleFile } from './read-module.js';
import { readSave, readSaveFile, type SaveFile } from './read-save.js';

/**
 * The scenario an import places: a save or log the referee gives, or one of the set-ups kept
 * inside the module (its PredefinedSetups), by name. A save written by the module under another
 * version ("Drive on Moscow v2.1" for "Drive on Moscow v2.3") is read with a warning, as VASSAL
 * asks and carries on; a save from another module is refused.
 */
export function openSave(
  file: ModuleFile,
  req: { save?: string; setup?: string },
  warnings: string[],
): SaveFile | undefined {
  if (req.save && req.setup) throw new ImportError("give a saved game or one of the module's set-ups, not both");
  let save: SaveFile | undefined;
  if (req.save) save = readSaveFile(req.save);
  else if (req.setup !== undefined) {
    const setup = file.module.setups.find((s) => s.name === req.setup);
    if (!setup)
      throw new ImportError(
        `${file.label} has no set-up "${req.setup}" (its set-ups: ${file.module.setups.map((s) => `"${s.name}"`).join(', ') || 'none'})`,
      );
    const bytes = file.entry(setup.file);
    if (!bytes)
      throw new ImportError(
        `${file.label}: set-up "${setup.name}" names ${setup.file}, which the module does not hold`,
      );
    save = readSave(bytes, `${file.label}, set-up "${setup.name}"`);
  }
  if (save?.moduleName && save.moduleName !== file.module.name) {
    if (baseName(save.moduleName) !== baseName(file.module.name))
      throw new ImportError(
        `${save.label} is a save from another module: it was written by "${save.moduleName}", and ${file.label} is "${file.module.name}"`,
      );
    warnings.push(
      `${save.label} was written by "${save.moduleName}", and the module is "${file.module.name}": read as the same module under another version; check the pieces`,
    );
  }
  return save;
}

/** A module name without a trailing version ("v2.1", "3.0b", "(1.2)", "- ver 4"), case and spacing ignored. */
export function baseName(name: string): string {
  return name
    .trim()
    .replace(/[\s_-]*[([]?\s*(v|ver|version)?\.?\s*\d+(\.\d+)*[a-z]?\s*[)\]]?$/i, '')
    .replace(/[\s_-]+/g, ' ')
    .toLowerCase()
    .trim();
}
