import { CommandError } from '../model/command-error.js';
import type { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from '../model/game-schema.js';
import { colourModel, nearestClass, vote, type ColourModel } from './colour-model.js';
import { planeCentre, toPicture, type Alignment } from './grid-alignment.js';
import { sampleAt, samplePattern, type RgbaPicture, type SamplePattern } from './hex-sampling.js';
import { linePatterns, sampleLine, type LinePattern } from './hexside-sampling.js';

/**
 * Reads terrain and hexside features from the map sheets' pictures, trained on the referee's
 * examples: each example hex teaches its terrain's colour, each example hexside its feature's ink.
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
  /** share of the line's window in the feature's ink */
  readonly score: number;
}

export interface PictureReading {
  /** terrain ids, in class order */
  readonly terrain: readonly string[];
  /** per grid cell: index into terrain, or -1 where no picture covers the hex or no colour matched */
  readonly cls: Int16Array;
  readonly confidence: Float32Array;
  readonly proposals: HexsideProposal[];
}

interface Sheet {
  readonly pic: RgbaPicture;
  readonly t: Alignment;
  readonly pattern: SamplePattern;
  readonly lines: LinePattern[];
}

export interface ReadOptions {
  /** share of the hex's height, from the top, where the printed id sits (left out of every sample) */
  readonly idBand?: number;
}

/** Collects pixels into a growing buffer. */
class PixelBag {
  pixels = new Uint8Array(3 * 1024);
  n = 0;
  add(src: Uint8Array, count: number, keep?: (k: number) => boolean): void {
    for (let k = 0; k < count; k++) {
      if (keep && !keep(k)) continue;
      if (3 * (this.n + 1) > this.pixels.length) {
        const bigger = new Uint8Array(this.pixels.length * 2);
        bigger.set(this.pixels);
        this.pixels = bigger;
      }
      this.pixels.set(src.subarray(3 * k, 3 * k + 3), 3 * this.n);
      this.n++;
    }
  }
}

export function readPictures(
  game: GameDefinition,
  grid: HexGrid,
  sheetPictures: readonly SheetPicture[],
  examples: ReadonlyMap<string, string>,
  featureExamples: readonly FeatureExample[],
  options: ReadOptions = {},
): PictureReading {
  const idBand = options.idBand ?? 0.3;
  const orientation = grid.layout.orientation;
  const sheetOfSection = new Int16Array(grid.layout.sections.length).fill(-1);
  const sheets: Sheet[] = sheetPictures.map((s, k) => {
    const si = grid.layout.sections.findIndex((x) => x.id === s.sectionId);
    if (si < 0) throw new CommandError(`there is no map sheet "${s.sectionId}" in this game`, 'sheet');
    if (sheetOfSection[si]! >= 0) throw new CommandError(`sheet "${s.sectionId}" has two pictures`, 'sheet');
    sheetOfSection[si] = k;
    return {
      pic: s.picture,
      t: s.alignment,
      pattern: samplePattern(orientation, s.alignment, idBand),
      lines: linePatterns(orientation, s.alignment, idBand),
    };
  });
  const sheetOf = (i: number) => sheets[sheetOfSection[grid.sectionOf[i]!]!] as Sheet | undefined;
  const centre = (sh: Sheet, i: number) => {
    const p = planeCentre(grid, i);
    return toPicture(sh.t, p.x, p.y);
  };
  const hexOf = (id: string, what: string) => {
    const i = grid.indexOf(id);
    if (i < 0) throw new CommandError(`${what}: "${id}" is not a hex on this map`, 'examples');
    if (!sheetOf(i)) throw new CommandError(`${what}: ${id} is on a sheet without a picture`, 'examples');
    return i;
  };
  const maxSamples = Math.max(...sheets.map((s) => Math.max(s.pattern.count, ...s.lines.map((l) => l.count))), 1);
  const buf = new Uint8Array(3 * maxSamples);
  const win = new Uint8Array(maxSamples);

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
  const bags = terrainIds.map(() => new PixelBag());
  for (const [hex, terrain] of examples) {
    const i = hexOf(hex, 'terrain example');
    const sh = sheetOf(i)!;
    const c = centre(sh, i);
    bags[terrainIds.indexOf(terrain)]!.add(buf, sampleAt(sh.pic, sh.pattern, c.x, c.y, buf));
  }
  const terrainModel = colourModel(bags);

  // features: each one's ink is what its example lines show that is no terrain's colour
  const featureIds = [...new Set(featureExamples.map((f) => f.feature))];
  const kinds = featureIds.map((f) => {
    if (game.hexsideFeatures.some((x) => x.id === f)) return 'hexside' as const;
    if (game.routeTypes.some((x) => x.id === f)) return 'route' as const;
    const known = [...game.hexsideFeatures, ...game.routeTypes].map((x) => x.id).join(', ');
    throw new CommandError(`there is no hexside feature or route type "${f}" (known: ${known || 'none'})`, 'features');
  });
  const readLine = (i: number, j: number): number => {
    let d = grid.directionTo(i, j);
    if (d < 0)
      throw new CommandError(`${grid.printedId(i)} and ${grid.printedId(j)} are not adjacent hexes`, 'features');
    let from = i;
    if (d >= 3) [from, d] = [j, d - 3];
    const sh = sheetOf(from)!;
    const c = centre(sh, from);
    return sampleLine(sh.pic, sh.lines[d]!, c.x, c.y, buf, win);
  };
  const inkBags = featureIds.map(() => new PixelBag());
  const exampleLines = featureExamples.map((f) => ({
    k: featureIds.indexOf(f.feature),
    a: hexOf(f.a, `${f.feature} example`),
    b: hexOf(f.b, `${f.feature} example`),
  }));
  // routes first: a road drawn across a river's example hexside must not teach the river the road's ink
  let known = terrainModel;
  for (const kind of ['route', 'hexside'] as const) {
    const mask = kind === 'hexside' ? 1 : 2;
    for (const e of exampleLines) {
      if (kinds[e.k] !== kind) continue;
      const n = readLine(e.a, e.b);
      inkBags[e.k]!.add(
        buf,
        n,
        (s) => (win[s]! & mask) !== 0 && nearestClass(known, buf[3 * s]!, buf[3 * s + 1]!, buf[3 * s + 2]!) < 0,
      );
    }
    inkBags.forEach((bag, k) => {
      if (kinds[k] === kind && bag.n < 2)
        throw new CommandError(
          `the example hexsides of "${featureIds[k]}" show no ink apart from the terrain's colours; check the hex ids`,
          'features',
        );
    });
    known = colourModel([...bags, ...inkBags.filter((_, k) => kinds[k] === 'route')], bags.length);
  }
  const T = terrainIds.length;
  const model: ColourModel = colourModel([...bags, ...inkBags], bags.length);
  const scores = new Float32Array(featureIds.length);
  const votes = new Int32Array(model.classes);
  const scoreLine = (n: number) => {
    scores.fill(0);
    let side = 0;
    let route = 0;
    for (let s = 0; s < n; s++) {
      const w = win[s]!;
      side += w & 1;
      route += w >> 1;
      const c = nearestClass(model, buf[3 * s]!, buf[3 * s + 1]!, buf[3 * s + 2]!);
      if (c < T) continue;
      const mask = kinds[c - T] === 'hexside' ? 1 : 2;
      if (w & mask) scores[c - T]!++;
    }
    for (let k = 0; k < featureIds.length; k++) scores[k]! /= Math.max(1, kinds[k] === 'hexside' ? side : route);
  };
  // each feature's threshold: half its weakest example's score, never below a floor
  const thresholds = featureIds.map((_, k): number => (kinds[k] === 'hexside' ? 0.05 : 0.25));
  const weakest = featureIds.map(() => Infinity);
  for (const e of exampleLines) {
    scoreLine(readLine(e.a, e.b));
    weakest[e.k] = Math.min(weakest[e.k]!, scores[e.k]!);
  }
  weakest.forEach((w, k) => (thresholds[k] = Math.max(thresholds[k]!, 0.5 * w)));

  const cls = new Int16Array(grid.size).fill(-1);
  const confidence = new Float32Array(grid.size);
  const proposals: HexsideProposal[] = [];
  for (let i = 0; i < grid.size; i++) {
    if (!grid.exists[i]) continue;
    const sh = sheetOf(i);
    if (!sh) continue;
    const p = planeCentre(grid, i);
    const c = toPicture(sh.t, p.x, p.y);
    const v = vote(model, buf, sampleAt(sh.pic, sh.pattern, c.x, c.y, buf), votes, T);
    cls[i] = v.cls;
    confidence[i] = v.confidence;
    if (featureIds.length === 0) continue;
    for (let d = 0; d < 3; d++) {
      const j = grid.neighbours[6 * i + d]!;
      if (j < 0 || !sheetOf(j)) continue;
      scoreLine(sampleLine(sh.pic, sh.lines[d]!, c.x, c.y, buf, win));
      for (let k = 0; k < featureIds.length; k++) {
        if (scores[k]! >= thresholds[k]!)
          proposals.push({ feature: featureIds[k]!, kind: kinds[k]!, a: i, b: j, score: scores[k]! });
      }
    }
  }
  return { terrain: terrainIds, cls, confidence, proposals };
}
