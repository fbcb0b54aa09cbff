/** Writes assets/icon.png (512x512): a red hex with a white supply crate, drawn pixel by pixel. */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const N = 512;
const px = Buffer.alloc(N * (N * 4 + 1));
const inHex = (x: number, y: number, r: number) => {
  const dx = Math.abs(x - N / 2);
  const dy = Math.abs(y - N / 2);
  return dy <= (Math.sqrt(3) / 2) * r && Math.sqrt(3) * dx + dy <= Math.sqrt(3) * r;
};
for (let y = 0; y < N; y++) {
  px[y * (N * 4 + 1)] = 0;
  for (let x = 0; x < N; x++) {
    const o = y * (N * 4 + 1) + 1 + x * 4;
    let c = [0, 0, 0, 0];
    if (inHex(x, y, 250)) c = [40, 44, 52, 255];
    if (inHex(x, y, 230)) c = [200, 85, 61, 255];
    const crate = Math.abs(x - 256) < 110 && Math.abs(y - 262) < 80;
    if (crate) c = [244, 211, 94, 255];
    if (crate && (Math.abs(x - 256) > 98 || Math.abs(y - 262) > 68 || Math.abs(x - 256 - (y - 262) * 1.35) < 9))
      c = [60, 45, 20, 255];
    px.set(c, o);
  }
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (b: Buffer) => {
  let c = 0xffffffff;
  for (const v of b) c = crcTable[(c ^ v) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(N, 0);
ihdr.writeUInt32BE(N, 4);
ihdr.set([8, 6, 0, 0, 0], 8);
writeFileSync(
  'assets/icon.png',
  Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(px)),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
console.log('wrote assets/icon.png');
