import type { RegisteredCampaign } from '../../../shared/rules/registered-state.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCount } from '../../../shared/import/import-limits.js';
import { boardSetupFor, placeBoards } from '../../../shared/import/vassal/board-placement.js';
import { locatePieces, palettePieces, type ImportPiece } from '../../../shared/import/vassal/catalogue.js';
import { sortPieces, type Sorted } from '../../../shared/import/vassal/classify.js';
import { buildCampaign } from '../../../shared/import/vassal/build-campaign.js';
import { importNotesOf } from '../../../shared/import/vassal/import-notes.js';
import { guessMapping } from '../../../shared/import/vassal/guess-mapping.js';
import { buildLattice, type MapLattice } from '../../../shared/import/vassal/map-lattice.js';
import { mappingSchema, type VassalMapping } from '../../../shared/import/vassal/mapping.js';
import { gridRegions } from '../../../shared/import/vassal/grid-regions.js';
import { valueSources, weatherChoices, type ValueSource } from '../../../shared/import/vassal/import-defaults.js';
import type { VassalMap, VassalModule } from '../../../shared/import/vassal/module-model.js';
import { piecesAtEnd } from '../../../shared/import/vassal/saved-game.js';
import type { Picture } from '../../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../../shared/model/game-schema.js';
import { parseCampaign, parseGame, issueLines } from '../../../shared/parse-campaign.js';
import { RULESET_IDS, type RulesetId } from '../../../shared/model/ruleset-ids.js';

/** Without --ruleset an import is for the first ruleset, the Operational Combat Series. */
const DEFAULT_RULESET: RulesetId = RULESET_IDS[0];
import { ImportError } from './import-error.js';
import { readModuleFile, type ModuleFile } from './read-module.js';
import { openSave } from './open-save.js';
import { checkPieceArt, renderPieceArt } from './render-piece-art.js';
import { turnedBoardPictures } from './turned-boards.js';

/**
 * A VASSAL module (and a scenario save) as a campaign, in memory: read, locate every piece, sort
 * by the mapping (given, or guessed as the wizard would), build and validate the campaign with its
 * pictures. Nothing is written here: the caller writes the file only when all of this succeeded.
 */
export interface VassalImportRequest {
  module: string;
  save?: string;
  /** one of the module's own set-ups (PredefinedSetup), by its menu name, instead of a save */
  setup?: string;
  ruleset?: RulesetId;
  /** a mapping file, or a mapping the wizard sends */
  mapping?: string | unknown;
}

export interface VassalImportResult {
  campaign: RegisteredCampaign;
  mapping: VassalMapping;
  guessed: boolean;
  sorted: Sorted[];
  /** pieces off every grid: name, where they stand, and the map or window they are on */
  offGrid: Array<{ name: string; where: string; window: string }>;
  moduleName: string;
  module: VassalModule;
  /** the game map, as read */
  map: VassalMap;
  /** what was read but left out, or read with a doubt: grids skipped or not lining up, another version */
  warnings: string[];
  /** pieces whose picture is missing or unreadable, named, and why */
  artProblems: string[];
  /** where each value the module may lack comes from */
  sources: ValueSource[];
  weathers: string[];
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

/**
 * The game map: the one the mapping names, else the first map with a hex grid on a board or in a
 * zone. A map built by the module's own Java code cannot be read, and is refused by name.
 */
function chooseMap(file: ModuleFile, name: string | undefined): VassalMap {
  const { maps, customMaps } = file.module;
  const custom = (c: { name: string; className: string }) =>
    `map "${c.name}" is the module's own Java class ${c.className}`;
  if (name !== undefined) {
    const m = maps.find((x) => x.name === name);
    if (m) return m;
    const c = customMaps.find((x) => x.name === name);
    if (c) throw new ImportError(`${file.label}: ${custom(c)}, which Quartermaster cannot read`);
    throw new ImportError(
      `${file.label} has no map "${name}" (its maps: ${maps.map((x) => `"${x.name}"`).join(', ')})`,
    );
  }
  const m = maps.find((x) => x.boards.some((b) => gridRegions(b).length > 0));
  if (m) return m;
  if (customMaps.length)
    throw new ImportError(
      `${file.label}: no map of the module has a hex grid VASSAL builds itself; ${customMaps.map(custom).join('; ')}, which Quartermaster cannot read`,
    );
  throw new ImportError(`${file.label}: no map of the module has a board with a hex grid (directly or in a zone)`);
}

export async function prepareVassalImport(
  req: VassalImportRequest,
  templateFor: (ruleset: RulesetId) => GameDefinition,
  /** drawArt false: the wizard's preview, which names missing pictures without drawing any */
  opts: { drawArt?: boolean } = {},
): Promise<VassalImportResult> {
  const file = readModuleFile(req.module);
  const warnings: string[] = [...file.module.notes];
  const save = openSave(file, req, warnings);
  const given = req.mapping === undefined ? undefined : readMapping(req.mapping);
  const map = chooseMap(file, given?.map);
  let lattice: MapLattice;
  const setup = save ? boardSetupFor(map, save.commands) : map.defaultSetup;
  try {
    lattice = buildLattice(placeBoards(map, setup, save ? undefined : given?.boards));
  } catch (e) {
    throw new ImportError(`${file.label}, map "${map.name}": ${(e as Error).message}`);
  }
  // counted from the commands that add pieces, before any is read
  const added = save ? save.commands.filter((c) => c.startsWith('+/') && !/^\+\/[^/]*\/stack\//.test(c)).length : 0;
  try {
    checkCount('pieces', save ? added : file.module.pieces.length, `${save?.label ?? file.label}: pieces`);
  } catch (e) {
    throw new ImportError((e as Error).message);
  }
  warnings.push(...lattice.notes.map((n) => `map "${map.name}", ${n}`));
  const pieces: ImportPiece[] = save
    ? locatePieces(file.module, piecesAtEnd(save.commands), map.name, lattice, save.label)
    : palettePieces(file.module);
  const ruleset = req.ruleset ?? given?.ruleset ?? DEFAULT_RULESET;
  const mapping = given ?? guessMapping(pieces, ruleset, map.name, file.module.sides);
  if (req.ruleset && given && req.ruleset !== given.ruleset) mapping.ruleset = req.ruleset;
  const sorted = sortPieces(pieces, mapping);
  // the art of every piece that becomes a unit or type, drawn as VASSAL draws it
  const kept = sorted.filter((s) => !s.skipped);
  const recipes = kept.map((s) => s.piece.art);
  const art = opts.drawArt === false ? checkPieceArt(file, recipes) : await renderPieceArt(file, recipes);
  const artProblems = [...art.problems].map(([key, why]) => {
    const names = [...new Set(kept.filter((s) => s.piece.art.key === key).map((s) => s.piece.name))];
    return `${names
      .slice(0, 3)
      .map((n) => `"${n}"`)
      .join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}: ${why}`;
  });
  const pictures = new Map<string, Picture>(art.pictures);
  // a board laid turned 180° shows its picture turned (the preview draws no picture: it keeps it as it is)
  const turned = await turnedBoardPictures(file, lattice, opts.drawArt !== false);
  const pictureId = (key: string): string | undefined => {
    if (art.idOf.has(key)) return art.idOf.get(key);
    const t = turned.get(key);
    if (t) {
      pictures.set(t.id, t);
      art.idOf.set(key, t.id);
      return t.id;
    }
    const board = map.boards.find((b) => b.image === key);
    const p = board && file.picture(key);
    if (!p) return undefined;
    const id = key.slice(0, 200);
    pictures.set(id, {
      id,
      mime: p.info.mime,
      width: p.info.width,
      height: p.info.height,
      data: Buffer.from(p.bytes).toString('base64'),
    });
    art.idOf.set(key, id);
    return id;
  };
  const template = templateFor(mapping.ruleset);
  const campaign = buildCampaign({
    template,
    moduleName: file.module.name,
    lattice,
    mapping,
    sorted: sorted.map((s) => ({ ...s, piece: { ...s.piece, image: s.skipped ? '' : s.piece.art.key } })),
    pictureId,
    place: !!save,
  });
  // kept with the game, so the referee can still see later what the import left out
  campaign.game.importNotes = importNotesOf({
    source: !save ? file.label : save.label.startsWith(file.label) ? save.label : `${file.label}, save ${save.label}`,
    at: new Date(),
    sorted,
    notes: [...warnings, ...artProblems.map((a) => `no picture: ${a}`)],
  });
  const used = usedPictures(campaign);
  campaign.pictures = [...pictures.values()].filter((p) => used.has(p.id));
  let checked: RegisteredCampaign;
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
    offGrid: pieces.filter((p) => p.offGrid).map((p) => ({ name: p.name, where: p.offGrid!, window: p.window ?? '' })),
    moduleName: file.module.name,
    module: file.module,
    map,
    warnings,
    artProblems,
    sources: valueSources(mapping, template, {
      factors: kept.filter((s) => s.factors).length,
      pieces: kept.length,
      sides: file.module.sides.length >= 2 && mapping.sides.every((s) => file.module.sides.includes(s.name)),
    }),
    weathers: weatherChoices(template),
  };
}

/** The pictures the campaign draws: board backdrops, unit types and units (the dead pile's and those due too). */
function usedPictures(c: RegisteredCampaign): Set<string> {
  const out = new Set<string>();
  for (const b of c.game.map.backdrop?.boards ?? []) out.add(b.picture);
  for (const t of c.game.unitTypes) if (t.picture) out.add(t.picture);
  const units = [...c.setup.units, ...c.setup.deadPile, ...c.setup.track.map((t) => t.unit)];
  for (const u of units) if (u.picture) out.add(u.picture);
  return out;
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
