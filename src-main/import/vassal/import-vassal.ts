import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCount } from '../../../shared/import/import-limits.js';
import { boardSetupFor, placeBoards } from '../../../shared/import/vassal/board-placement.js';
import { locatePieces, palettePieces, type ImportPiece } from '../../../shared/import/vassal/catalogue.js';
import { sortPieces, type Sorted } from '../../../shared/import/vassal/classify.js';
import { buildCampaign } from '../../../shared/import/vassal/build-campaign.js';
import { guessMapping } from '../../../shared/import/vassal/guess-mapping.js';
import { buildLattice, type MapLattice } from '../../../shared/import/vassal/map-lattice.js';
import { mappingSchema, type VassalMapping } from '../../../shared/import/vassal/mapping.js';
import type { VassalMap } from '../../../shared/import/vassal/module-model.js';
import { piecesAtEnd } from '../../../shared/import/vassal/saved-game.js';
import type { Campaign, Picture } from '../../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../../shared/model/game-schema.js';
import { parseCampaign, parseGame, issueLines } from '../../../shared/parse-campaign.js';
import { RULESET_IDS, type RulesetId } from '../../../shared/model/ruleset-ids.js';

/** Without --ruleset an import is for the first ruleset, the Operational Combat Series. */
const DEFAULT_RULESET: RulesetId = RULESET_IDS[0];
import { ImportError } from './import-error.js';
import { readModuleFile, type ModuleFile } from './read-module.js';
import { readSaveFile, type SaveFile } from './read-save.js';

/**
 * A VASSAL module (and a scenario save) as a campaign, in memory: read, locate every piece, sort
 * by the mapping (given, or guessed as the wizard would), build and validate the campaign with its
 * pictures. Nothing is written here: the caller writes the file only when all of this succeeded.
 */
export interface VassalImportRequest {
  module: string;
  save?: string;
  ruleset?: RulesetId;
  /** a mapping file, or a mapping the wizard sends */
  mapping?: string | unknown;
}

export interface VassalImportResult {
  campaign: Campaign;
  mapping: VassalMapping;
  guessed: boolean;
  sorted: Sorted[];
  /** pieces off every grid: name and where they stand */
  offGrid: Array<{ name: string; where: string }>;
  moduleName: string;
}

export function readMapping(value: string | unknown): VassalMapping {
  let raw = value;
  let label = 'the mapping';
  if (typeof value === 'string') {
    label = value;
    try {
      raw = JSON.parse(readFileSync(value, 'utf8'));
    } catch (e) {
      throw new ImportError(`${value}: the mapping could not be read as JSON (${(e as Error).message})`);
    }
  }
  const r = mappingSchema.safeParse(raw);
  if (!r.success) throw new ImportError(`${label} has errors:\n  ${issueLines(r.error).join('\n  ')}`);
  return r.data;
}

/** The game map: the one the mapping names, else the first map with a hex grid on a board. */
function chooseMap(file: ModuleFile, name: string | undefined): VassalMap {
  const maps = file.module.maps;
  if (name !== undefined) {
    const m = maps.find((x) => x.name === name);
    if (!m)
      throw new ImportError(
        `${file.label} has no map "${name}" (its maps: ${maps.map((x) => `"${x.name}"`).join(', ')})`,
      );
    return m;
  }
  const m = maps.find((x) => x.boards.some((b) => b.grid));
  if (!m) throw new ImportError(`${file.label}: no map of the module has a board with a hex grid`);
  return m;
}

export function prepareVassalImport(
  req: VassalImportRequest,
  templateFor: (ruleset: RulesetId) => GameDefinition,
): VassalImportResult {
  const file = readModuleFile(req.module);
  const save: SaveFile | undefined = req.save ? readSaveFile(req.save) : undefined;
  if (save?.moduleName && save.moduleName !== file.module.name)
    throw new ImportError(
      `${save.label} is a save from another module: it was written by "${save.moduleName}", and ${file.label} is "${file.module.name}"`,
    );
  const given = req.mapping === undefined ? undefined : readMapping(req.mapping);
  const map = chooseMap(file, given?.map);
  let lattice: MapLattice;
  try {
    lattice = buildLattice(placeBoards(map, boardSetupFor(map, save?.commands ?? [])));
  } catch (e) {
    throw new ImportError(`${file.label}, map "${map.name}": ${(e as Error).message}`);
  }
  let pieces: ImportPiece[];
  try {
    // counted from the commands that add pieces, before any is read
    const added = save ? save.commands.filter((c) => c.startsWith('+/') && !/^\+\/[^/]*\/stack\//.test(c)).length : 0;
    checkCount('pieces', save ? added : file.module.pieces.length, `${save?.label ?? file.label}: pieces`);
    const saved = save ? piecesAtEnd(save.commands) : undefined;
    pieces = saved ? locatePieces(file.module, saved, map.name, lattice, save!.label) : palettePieces(file.module);
  } catch (e) {
    throw new ImportError((e as Error).message);
  }
  const mapping = given ?? guessMapping(pieces, req.ruleset ?? DEFAULT_RULESET, map.name);
  if (req.ruleset && given && req.ruleset !== given.ruleset) mapping.ruleset = req.ruleset;
  const sorted = sortPieces(pieces, mapping);
  // the pictures the campaign keeps: every board's, and the art of every piece that becomes a unit or type
  const pictures = new Map<string, Picture>();
  const idOf = new Map<string, string>();
  const pictureId = (image: string): string | undefined => {
    if (idOf.has(image)) return idOf.get(image);
    const p = file.picture(image);
    if (!p) {
      if (map.boards.some((b) => b.image === image)) return undefined;
      throw new ImportError(`${file.label}: piece picture images/${image} is missing from the module`);
    }
    const id = image.slice(0, 200);
    idOf.set(image, id);
    pictures.set(id, {
      id,
      mime: p.info.mime,
      width: p.info.width,
      height: p.info.height,
      data: Buffer.from(p.bytes).toString('base64'),
    });
    return id;
  };
  const keep = (s: Sorted) => !s.skipped;
  const campaign = buildCampaign({
    template: templateFor(mapping.ruleset),
    moduleName: file.module.name,
    lattice,
    mapping,
    sorted: sorted.map((s) => (keep(s) ? s : { ...s, piece: { ...s.piece, image: '' } })),
    pictureId,
    place: !!save,
  });
  campaign.pictures = [...pictures.values()];
  let checked: Campaign;
  try {
    checked = parseCampaign(campaign, `the campaign made from ${file.label}`);
  } catch (e) {
    throw new ImportError((e as Error).message);
  }
  return {
    campaign: checked,
    mapping,
    guessed: !given,
    sorted,
    offGrid: pieces.filter((p) => p.offGrid).map((p) => ({ name: p.name, where: p.offGrid! })),
    moduleName: file.module.name,
  };
}

/**
 * The game definition an import starts from: the bundled demo game of the ruleset (its tables,
 * terrain types, turns), found by the ruleset it names.
 */
export function templateGame(appRoot: string): (ruleset: RulesetId) => GameDefinition {
  const dir = join(appRoot, 'assets', 'demo');
  return (ruleset) => {
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith('.game.json'))
      .sort()) {
      const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { ruleset?: string };
      if (raw.ruleset === ruleset) return parseGame(raw, f);
    }
    throw new ImportError(`no bundled game for the ${ruleset} rules to start the campaign from`);
  };
}

export function refuseExisting(out: string): void {
  if (existsSync(out)) throw new ImportError(`${out} already exists; --out never replaces a file, choose another name`);
}
