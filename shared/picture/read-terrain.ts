import { CommandError } from '../model/command-error.js';
import type { HexGrid } from '../hex/hex-grid.js';
import { fitDrift, type DriftSample } from './colour-drift.js';
import { planeCentre, toPicture, type Alignment } from './grid-alignment.js';
import { describe, descriptorFloors, descriptorLength } from './hex-descriptor.js';
import { HexInterior, NO_DRIFT, type Drift } from './hex-interior.js';
import { hexLattice } from './hex-lattice.js';
import type { RgbaPicture } from './hex-sampling.js';
import { learnPalette } from './mark-palette.js';
import { decideWithNeighbours, fitScores, learnTerrain, typicality } from './terrain-classifier.js';

/**
 * Every hex's terrain from the sheets' pictures and the example hexes: learns each sheet's colour
 * drift and the marks' palette from the examples, describes every hex by its interior, and decides
 * with the neighbours' say. Also hands back each hex's ground colour and the drifts, which the
 * hexside reader takes as "not ink".
 */
export interface TerrainSheet {
  readonly pic: RgbaPicture;
  readonly t: Alignment;
}

export interface TerrainReading {
  readonly cls: Int16Array;
  readonly confidence: Float32Array;
  /** per hex its background colour (L, a, b less the drift), what hexside ink must stand out from */
  readonly bg: Float32Array;
  readonly drifts: Drift[];
}

export function readTerrain(
  grid: HexGrid,
  sheets: readonly TerrainSheet[],
  sheetIndexOf: (i: number) => number,
  examples: ReadonlyArray<{ i: number; cls: number }>,
  classes: number,
): TerrainReading {
  const interiors = sheets.map((s) => new HexInterior(hexLattice(grid.layout.orientation, s.t)));
  const at = (i: number) => {
    const k = sheetIndexOf(i);
    const s = sheets[k]!;
    const p = planeCentre(grid, i);
    return { k, s, c: toPicture(s.t, p.x, p.y) };
  };
  // an example the picture does not cover (off its edge, or on a sheet aligned wrong) teaches nothing:
  // the referee is told which, rather than the reading failing on an empty colour sample
  for (const e of examples) {
    const { k, s, c } = at(e.i);
    if (interiors[k]!.read(s.pic, c.x, c.y) === 0)
      throw new CommandError(
        `example ${grid.printedId(e.i)} gave no pixels of the picture to learn its colour from: is it off the picture, or on a sheet not aligned yet? Choose examples inside the picture`,
        'examples',
      );
  }
  const drifts: Drift[] = sheets.map((_, k) => {
    const samples: DriftSample[] = [];
    for (const e of examples) {
      const { k: sk, s, c } = at(e.i);
      if (sk !== k || interiors[k]!.read(s.pic, c.x, c.y) === 0) continue;
      samples.push({
        cls: e.cls,
        fx: c.x / s.pic.width - 0.5,
        fy: c.y / s.pic.height - 0.5,
        lab: Float32Array.from(interiors[k]!.bg),
      });
    }
    return samples.length > classes + 2 ? fitDrift(samples, classes) : NO_DRIFT;
  });
  // the marks' palette, from the examples read with their sheet's drift
  let marks = new Float32Array(3 * 4096);
  let nMarks = 0;
  for (const e of examples) {
    const { k, s, c } = at(e.i);
    const h = interiors[k]!;
    h.read(s.pic, c.x, c.y, drifts[k]);
    for (let p = 0; p < h.lattice.count; p++) {
      if (!h.valid[p] || !h.mark[p]) continue;
      if (3 * (nMarks + 1) > marks.length) {
        const bigger = new Float32Array(marks.length * 2);
        bigger.set(marks);
        marks = bigger;
      }
      marks.set(h.lab.subarray(3 * p, 3 * p + 3), 3 * nMarks++);
    }
  }
  const palette = learnPalette(marks, nMarks);
  const D = descriptorLength(palette);
  const scratch = new Int8Array(Math.max(...interiors.map((h) => h.lattice.count)));
  const exDesc = new Float32Array(examples.length * D);
  examples.forEach((e, n) => {
    const { k, s, c } = at(e.i);
    interiors[k]!.read(s.pic, c.x, c.y, drifts[k]);
    describe(interiors[k]!, palette, exDesc, n * D, scratch);
  });
  const model = learnTerrain(
    exDesc,
    examples.map((e) => e.cls),
    classes,
    descriptorFloors(palette),
  );
  const has = new Uint8Array(grid.size);
  const scores = new Float32Array(grid.size * classes);
  const desc = new Float32Array(grid.size * D);
  const bg = new Float32Array(3 * grid.size);
  for (let i = 0; i < grid.size; i++) {
    const k = sheetIndexOf(i);
    if (!grid.exists[i] || k < 0) continue;
    const { pic, t } = sheets[k]!;
    const p = planeCentre(grid, i);
    const h = interiors[k]!;
    if (h.read(pic, t.a * p.x + t.b * p.y + t.e, t.c * p.x + t.d * p.y + t.f, drifts[k]) === 0) continue;
    describe(h, palette, desc, i * D, scratch);
    bg.set(h.bg, 3 * i);
    fitScores(model, desc, i * D, scores, i * classes);
    has[i] = 1;
  }
  const pinned = new Int16Array(grid.size).fill(-1);
  for (const e of examples) pinned[e.i] = e.cls;
  const decided = decideWithNeighbours(grid, scores, classes, has, pinned);
  for (let i = 0; i < grid.size; i++)
    if (has[i] && pinned[i]! < 0) decided.confidence[i]! *= typicality(model, desc, i * D, decided.cls[i]!);
  return { ...decided, bg, drifts };
}
