import { deflateSync } from 'node:zlib';

/** PNG pictures for the generated VASSAL modules: written here, so no third-party art enters the repository. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGB PNG from its scanlines, each a filter byte (0, none) and the row's RGB. */
function pngFromScanlines(width: number, height: number, raw: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG from raw RGB rows. */
export function pngFromRgb(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  return pngFromScanlines(width, height, raw);
}

/**
 * A board picture as a printed map would look to the test: paper colour, a river band, and a dark
 * dot on every hex centre of a (flat-top) VASSAL grid, so a screen can show whether the grid lines up.
 */
export function boardPicture(
  width: number,
  height: number,
  g: { dx: number; dy: number; x0: number; y0: number },
): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const river = Math.abs(y - (height * 0.55 + 40 * Math.sin(x / 60))) < 6;
      rgb.set(river ? [70, 120, 200] : [222, 208, 170], (y * width + x) * 3);
    }
  for (let k = 0; g.x0 + k * g.dx < width; k++)
    for (let j = -1; g.y0 + j * g.dy < height; j++) {
      const cx = Math.round(g.x0 + k * g.dx);
      const cy = Math.round(g.y0 + j * g.dy + (k % 2 ? g.dy / 2 : 0));
      for (let y = cy - 4; y <= cy + 4; y++)
        for (let x = cx - 4; x <= cx + 4; x++)
          if (x >= 0 && y >= 0 && x < width && y < height && (x - cx) ** 2 + (y - cy) ** 2 <= 16)
            rgb.set([30, 30, 30], (y * width + x) * 3);
    }
  return pngFromRgb(width, height, rgb);
}

/** A PNG of one colour with a darker one-pixel frame (boards and counters). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const framed = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    row.set(x === 0 || x === width - 1 ? rgb.map((v) => v >> 1) : rgb, 1 + 3 * x);
    framed.set(
      rgb.map((v) => v >> 1),
      1 + 3 * x,
    );
  }
  const raw = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) (y === 0 || y === height - 1 ? framed : row).copy(raw, y * row.length);
  return pngFromScanlines(width, height, raw);
}
