import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ArtRecipe } from '../../../shared/import/vassal/piece-art.js';
import type { Picture } from '../../../shared/model/campaign-schema.js';
import type { ModuleFile } from './read-module.js';

/**
 * Draws piece recipes into campaign pictures: each picture file decoded once (SVG rendered by
 * sharp), layers centred on the piece and moved by their offsets, rotations turning what lies
 * inside them. A base picture alone is kept as its own bytes. A picture that is missing or cannot
 * be read leaves the piece without art, and says which file and why; it never refuses the module.
 */
export interface RenderedArt {
  pictures: Map<string, Picture>;
  /** recipe key -> picture id */
  idOf: Map<string, string>;
  /** recipe key -> why it has no picture */
  problems: Map<string, string>;
}

interface Decoded {
  png: Buffer;
  width: number;
  height: number;
}

type Overlay = Parameters<ReturnType<typeof sharp>['composite']>[0] extends Array<infer T> | undefined ? T : never;

const LIMIT = { limitInputPixels: 64_000_000 };

export async function renderPieceArt(file: ModuleFile, recipes: ArtRecipe[]): Promise<RenderedArt> {
  const out: RenderedArt = { pictures: new Map(), idOf: new Map(), problems: new Map() };
  const decoded = new Map<string, Promise<Decoded>>();
  const decode = (name: string): Promise<Decoded> => {
    let d = decoded.get(name);
    if (!d) {
      d = decodeOne(file, name);
      decoded.set(name, d);
    }
    return d;
  };
  const unique = [...new Map(recipes.map((r) => [r.key, r])).values()];
  for (const r of unique) {
    const images = r.steps.filter((s) => s.kind === 'image');
    if (images.length === 0) continue;
    try {
      const plain = file.picture(r.key);
      // the common case: the piece shows its base picture as the module holds it
      if (plain && images.length === 1 && r.steps.length === 1) {
        out.idOf.set(r.key, r.key.slice(0, 200));
        out.pictures.set(r.key.slice(0, 200), {
          id: r.key.slice(0, 200),
          mime: plain.info.mime,
          width: plain.info.width,
          height: plain.info.height,
          data: Buffer.from(plain.bytes).toString('base64'),
        });
        continue;
      }
      const missing: string[] = [];
      const png = await compose(r, decode, missing);
      if (missing.length) out.problems.set(r.key, `drawn without ${missing.join('; ')}`);
      const meta = await sharp(png).metadata();
      const id = `art-${createHash('sha256').update(r.key).digest('hex').slice(0, 24)}`;
      out.idOf.set(r.key, id);
      out.pictures.set(id, {
        id,
        mime: 'image/png',
        width: meta.width ?? 1,
        height: meta.height ?? 1,
        data: png.toString('base64'),
      });
    } catch (e) {
      out.problems.set(r.key, (e as Error).message);
    }
  }
  return out;
}

async function decodeOne(file: ModuleFile, name: string): Promise<Decoded> {
  const bytes = file.entry(`images/${name}`) ?? file.entry(name);
  if (!bytes) throw new Error(`picture images/${name} is missing from the module`);
  try {
    const { data, info } = await sharp(Buffer.from(bytes), LIMIT).png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (e) {
    throw new Error(`picture images/${name} could not be read (${(e as Error).message})`);
  }
}

/** Draws the steps in order on a transparent canvas that grows to hold each one. */
async function compose(r: ArtRecipe, decode: (name: string) => Promise<Decoded>, missing: string[]): Promise<Buffer> {
  let canvas: Decoded | undefined;
  for (const step of r.steps) {
    if (step.kind === 'rotate') {
      if (!canvas) continue;
      const { data, info } = await sharp(canvas.png)
        .rotate(step.degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer({ resolveWithObject: true });
      canvas = { png: data, width: info.width, height: info.height };
      continue;
    }
    let img: Decoded;
    try {
      img = await decode(step.name);
    } catch (e) {
      // one unreadable layer leaves the rest of the piece's picture standing
      missing.push((e as Error).message);
      continue;
    }
    if (!canvas) {
      canvas = step.dx === 0 && step.dy === 0 ? img : await place(undefined, img, step.dx, step.dy);
      continue;
    }
    canvas = await place(canvas, img, step.dx, step.dy);
  }
  if (!canvas) throw new Error(missing.join('; ') || 'the piece draws no picture');
  return canvas.png;
}

/** The canvas with an image drawn centred on it plus an offset; the canvas grows symmetrically around its centre. */
async function place(canvas: Decoded | undefined, img: Decoded, dx: number, dy: number): Promise<Decoded> {
  const cw = canvas?.width ?? 0;
  const ch = canvas?.height ?? 0;
  const halfW = Math.max(cw / 2, Math.abs(dx) + img.width / 2);
  const halfH = Math.max(ch / 2, Math.abs(dy) + img.height / 2);
  const width = Math.max(1, Math.ceil(halfW * 2));
  const height = Math.max(1, Math.ceil(halfH * 2));
  const layers: Overlay[] = [];
  if (canvas)
    layers.push({
      input: canvas.png,
      left: Math.round(width / 2 - cw / 2),
      top: Math.round(height / 2 - ch / 2),
    });
  layers.push({
    input: img.png,
    left: Math.round(width / 2 + dx - img.width / 2),
    top: Math.round(height / 2 + dy - img.height / 2),
  });
  const png = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(layers)
    .png({ compressionLevel: 3 })
    .toBuffer();
  return { png, width, height };
}
