import { createHash } from 'node:crypto';
import type { ArtRecipe } from '../../../shared/import/vassal/piece-art.js';
import type { Picture } from '../../../shared/model/campaign-schema.js';
import type { ModuleFile } from './read-module.js';
import { decodeRgba, encodePng, layOver, rotateRgba, type Rgba } from './rgba-canvas.js';

/**
 * Draws piece recipes into campaign pictures: each picture file decoded once (SVG rendered by
 * sharp), layers centred on the piece and moved by their offsets, rotations turning what lies
 * inside them. A base picture alone is kept as its own bytes. A picture that is missing or cannot
 * be read leaves the piece without it, and says which file and why; it never refuses the module.
 */
export interface RenderedArt {
  pictures: Map<string, Picture>;
  /** recipe key -> picture id */
  idOf: Map<string, string>;
  /** recipe key -> why it has no picture, or what it is drawn without */
  problems: Map<string, string>;
}

const PARALLEL = 4;

export async function renderPieceArt(file: ModuleFile, recipes: ArtRecipe[]): Promise<RenderedArt> {
  const out: RenderedArt = { pictures: new Map(), idOf: new Map(), problems: new Map() };
  const decoded = new Map<string, Promise<Rgba>>();
  const decode = (name: string): Promise<Rgba> => {
    let d = decoded.get(name);
    if (!d) {
      d = decodeOne(file, name);
      decoded.set(name, d);
    }
    return d;
  };
  const unique = [...new Map(recipes.map((r) => [r.key, r])).values()];
  const one = async (r: ArtRecipe) => {
    const images = r.steps.filter((s) => s.kind === 'image');
    if (images.length === 0) return;
    try {
      const plain = file.picture(r.key);
      // the common case: the piece shows its base picture as the module holds it
      if (plain && images.length === 1 && r.steps.length === 1) {
        const id = r.key.slice(0, 200);
        out.idOf.set(r.key, id);
        const { mime, width, height } = plain.info;
        out.pictures.set(id, { id, mime, width, height, data: Buffer.from(plain.bytes).toString('base64') });
        return;
      }
      const missing: string[] = [];
      const img = await compose(r, decode, missing);
      if (missing.length) out.problems.set(r.key, `drawn without ${missing.join('; ')}`);
      const png = await encodePng(img);
      const id = `art-${createHash('sha256').update(r.key).digest('hex').slice(0, 24)}`;
      out.idOf.set(r.key, id);
      out.pictures.set(id, {
        id,
        mime: 'image/png',
        width: img.width,
        height: img.height,
        data: png.toString('base64'),
      });
    } catch (e) {
      out.problems.set(r.key, (e as Error).message);
    }
  };
  // sharp works on its own threads: a few counters at once keep them busy
  let next = 0;
  const worker = async () => {
    while (next < unique.length) await one(unique[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out;
}

/**
 * The wizard's preview, re-run at every change of the mapping: only whether each picture a piece
 * draws is in the module, named when it is not; nothing is decoded or drawn.
 */
export function checkPieceArt(file: ModuleFile, recipes: ArtRecipe[]): RenderedArt {
  const out: RenderedArt = { pictures: new Map(), idOf: new Map(), problems: new Map() };
  for (const r of new Map(recipes.map((k) => [k.key, k])).values()) {
    const missing = r.steps.flatMap((s) =>
      s.kind === 'image' && !file.entry(`images/${s.name}`) && !file.entry(s.name)
        ? [`picture images/${s.name} is missing from the module`]
        : [],
    );
    const images = r.steps.filter((s) => s.kind === 'image').length;
    if (missing.length)
      out.problems.set(r.key, missing.length < images ? `drawn without ${missing.join('; ')}` : missing.join('; '));
  }
  return out;
}

async function decodeOne(file: ModuleFile, name: string): Promise<Rgba> {
  const bytes = file.entry(`images/${name}`) ?? file.entry(name);
  if (!bytes) throw new Error(`picture images/${name} is missing from the module`);
  try {
    return await decodeRgba(bytes);
  } catch (e) {
    throw new Error(`picture images/${name} could not be read (${(e as Error).message})`);
  }
}

/** Draws the steps in order on a transparent canvas that grows to hold each one. */
async function compose(r: ArtRecipe, decode: (name: string) => Promise<Rgba>, missing: string[]): Promise<Rgba> {
  let canvas: Rgba | undefined;
  for (const step of r.steps) {
    if (step.kind === 'rotate') {
      if (canvas) canvas = await rotateRgba(canvas, step.degrees);
      continue;
    }
    let img: Rgba;
    try {
      img = await decode(step.name);
    } catch (e) {
      // one unreadable layer leaves the rest of the piece's picture standing
      missing.push((e as Error).message);
      continue;
    }
    canvas = layOver(canvas, img, step.dx, step.dy);
  }
  if (!canvas) throw new Error(missing.join('; ') || 'the piece draws no picture');
  return canvas;
}
