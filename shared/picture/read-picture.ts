import { CommandError } from '../model/command-error.js';
import type { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { RgbaPicture } from './hex-sampling.js';
import type { Alignment } from './grid-alignment.js';
import { readTerrain } from './read-terrain.js';
import { readHexsides } from './read-hexsides.js';

/**
 * Reads terrain and hexside features from the map sheets' pictures, trained on the referee's
 * examples: each example hex teaches its terrain's look (read-terrain.ts), each example hexside
 * its feature's ink (read-hexsides.ts).
 * Every hex of an aligned sheet gets a terrain with a confidence; every hexside whose line carries
 * enough of a feature's ink becomes a proposal for the referee to confirm.
 */
/** Below this confidence a hex is shown as doubtful for the referee to check. */
export const DOUBTFUL = 0.3;

export interface SheetPicture {
  readonly sectionId: string;
  readonly picture: RgbaPicture;
  readonly alignment: Alignment;
}

export interface FeatureExample {
  readonly feature: string;
  readonly a: string;
  readonly b: string;
}

export interface HexsideProposal {
  readonly feature: string;
  readonly kind: 'hexside' | 'route';
  readonly a: number;
  readonly b: number;
  /** share of the hexside's rows that show the feature's ink */
  readonly score: number;
  /** 0 at the feature's bar, 1 at what its examples show */
  readonly confidence: number;
}

export interface PictureReading {
  /** terrain ids, in class order */
  readonly terrain: readonly string[];
  /** per grid cell: index into terrain, or -1 where no picture covers the hex or no colour matched */
  readonly cls: Int16Array;
  readonly confidence: Float32Array;
  readonly proposals: HexsideProposal[];
}

export function readPictures(
  game: GameDefinition,
  grid: HexGrid,
  sheetPictures: readonly SheetPicture[],
  examples: ReadonlyMap<string, string>,
  featureExamples: readonly FeatureExample[],
): PictureReading {
  const sheetOfSection = new Int16Array(grid.layout.sections.length).fill(-1);
  const sheets = sheetPictures.map((s, k) => {
    const si = grid.layout.sections.findIndex((x) => x.id === s.sectionId);
    if (si < 0) throw new CommandError(`there is no map sheet "${s.sectionId}" in this game`, 'sheet');
    if (sheetOfSection[si]! >= 0) throw new CommandError(`sheet "${s.sectionId}" has two pictures`, 'sheet');
    sheetOfSection[si] = k;
    return { pic: s.picture, t: s.alignment };
  });
  const sheetIndexOf = (i: number) => sheetOfSection[grid.sectionOf[i]!]!;
  const hexOf = (id: string, what: string) => {
    const i = grid.indexOf(id);
    if (i < 0) throw new CommandError(`${what}: "${id}" is not a hex on this map`, 'examples');
    if (sheetIndexOf(i) < 0) throw new CommandError(`${what}: ${id} is on a sheet without a picture`, 'examples');
    return i;
  };

  // terrain: one class per terrain type with examples, in the game's order
  const terrainIds = game.terrain.map((t) => t.id).filter((id) => [...examples.values()].includes(id));
  for (const [hex, terrain] of examples) {
    if (!game.terrain.some((t) => t.id === terrain))
      throw new CommandError(
        `example ${hex}: there is no terrain "${terrain}" (terrain: ${game.terrain.map((t) => t.id).join(', ')})`,
        'examples',
      );
    hexOf(hex, 'terrain example');
  }
  if (terrainIds.length === 0) throw new CommandError('give at least one example hex per terrain type', 'examples');
  const terrain = readTerrain(
    grid,
    sheets,
    sheetIndexOf,
    [...examples].map(([hex, t]) => ({ i: hexOf(hex, 'terrain example'), cls: terrainIds.indexOf(t) })),
    terrainIds.length,
  );

  const featureIds = [...new Set(featureExamples.map((f) => f.feature))];
  const specs = featureIds.map((id) => {
    if (game.hexsideFeatures.some((x) => x.id === id)) return { id, kind: 'hexside' as const };
    if (game.routeTypes.some((x) => x.id === id)) return { id, kind: 'route' as const };
    const known = [...game.hexsideFeatures, ...game.routeTypes].map((x) => x.id).join(', ');
    throw new CommandError(`there is no hexside feature or route type "${id}" (known: ${known || 'none'})`, 'features');
  });
  const found = readHexsides(
    grid,
    sheets,
    sheetIndexOf,
    terrain.drifts,
    terrain.bg,
    specs,
    featureExamples.map((f) => ({
      k: featureIds.indexOf(f.feature),
      a: hexOf(f.a, `${f.feature} example`),
      b: hexOf(f.b, `${f.feature} example`),
    })),
  );
  const proposals: HexsideProposal[] = found
    .map((p) => ({
      feature: specs[p.k]!.id,
      kind: specs[p.k]!.kind,
      a: p.a,
      b: p.b,
      score: p.score,
      confidence: p.confidence,
    }))
    .sort((x, y) => y.confidence - x.confidence);
  return { terrain: terrainIds, cls: terrain.cls, confidence: terrain.confidence, proposals };
}
