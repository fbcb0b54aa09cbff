import sharp from 'sharp';

/**
 * Pictures as raw RGBA while a counter is drawn: layers laid over one another in memory (the
 * pictures are counter-sized, and a sharp pipeline per layer costs more than the blending), sharp
 * only to decode a file, to turn a picture by an angle, and to write the finished PNG.
 */
export interface Rgba {
  data: Buffer;
  width: number;
  height: number;
}

const LIMIT = { limitInputPixels: 64_000_000 };
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

export async function decodeRgba(bytes: Uint8Array): Promise<Rgba> {
  const { data, info } = await sharp(Buffer.from(bytes), LIMIT)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function rotateRgba(img: Rgba, degrees: number): Promise<Rgba> {
  if (degrees === 180 || degrees === 90 || degrees === 270) return quarterTurns(img, degrees / 90);
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 4 } })
    .rotate(degrees, { background: CLEAR })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A picture turned clockwise by whole quarter turns, pixel for pixel. */
function quarterTurns(img: Rgba, turns: number): Rgba {
  const { width: w, height: h } = img;
  const ow = turns % 2 ? h : w;
  const oh = turns % 2 ? w : h;
  const out = Buffer.alloc(ow * oh * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [nx, ny] = turns === 1 ? [h - 1 - y, x] : turns === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      img.data.copy(out, (ny * ow + nx) * 4, (y * w + x) * 4, (y * w + x) * 4 + 4);
    }
  return { data: out, width: ow, height: oh };
}

/**
 * The canvas with a picture laid over it, centred plus an offset, as VASSAL centres a layer on
 * its piece; the canvas grows evenly around its centre to hold it.
 */
export function layOver(canvas: Rgba | undefined, img: Rgba, dx: number, dy: number): Rgba {
  const cw = canvas?.width ?? 0;
  const ch = canvas?.height ?? 0;
  const width = Math.max(1, Math.ceil(2 * Math.max(cw / 2, Math.abs(dx) + img.width / 2)));
  const height = Math.max(1, Math.ceil(2 * Math.max(ch / 2, Math.abs(dy) + img.height / 2)));
  let out: Buffer;
  if (canvas && width === cw && height === ch) out = Buffer.from(canvas.data);
  else {
    out = Buffer.alloc(width * height * 4);
    if (canvas) blit(out, width, canvas, Math.round(width / 2 - cw / 2), Math.round(height / 2 - ch / 2), false);
  }
  blit(out, width, img, Math.round(width / 2 + dx - img.width / 2), Math.round(height / 2 + dy - img.height / 2), true);
  return { data: out, width, height };
}

function blit(out: Buffer, ow: number, img: Rgba, left: number, top: number, blend: boolean): void {
  const oh = out.length / 4 / ow;
  const src = img.data;
  const x0 = Math.max(0, -left);
  const x1 = Math.min(img.width, ow - left);
  for (let y = Math.max(0, -top); y < Math.min(img.height, oh - top); y++) {
    if (!blend) {
      // the canvas itself, moved onto a larger one: whole rows at once
      src.copy(out, ((top + y) * ow + left + x0) * 4, (y * img.width + x0) * 4, (y * img.width + x1) * 4);
      continue;
    }
    for (let x = x0; x < x1; x++) {
      const s = (y * img.width + x) * 4;
      const d = ((top + y) * ow + left + x) * 4;
      const sa = src[s + 3]!;
      if (sa === 0) continue;
      if (sa === 255) {
        out[d] = src[s]!;
        out[d + 1] = src[s + 1]!;
        out[d + 2] = src[s + 2]!;
        out[d + 3] = 255;
        continue;
      }
      // Porter-Duff "over", as Java2D draws a layer on its piece
      const as = sa / 255;
      const ad = out[d + 3]! / 255;
      const ao = as + ad * (1 - as);
      const k = ad * (1 - as);
      out[d] = Math.round((src[s]! * as + out[d]! * k) / ao);
      out[d + 1] = Math.round((src[s + 1]! * as + out[d + 1]! * k) / ao);
      out[d + 2] = Math.round((src[s + 2]! * as + out[d + 2]! * k) / ao);
      out[d + 3] = Math.round(ao * 255);
    }
  }
}

export async function encodePng(img: Rgba): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}
