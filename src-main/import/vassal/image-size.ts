/**
 * A picture's kind and size from its header, without decoding it: PNG (IHDR), GIF (logical screen)
 * and JPEG (the first start-of-frame marker).
 */
export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg' | 'image/gif';
  width: number;
  height: number;
}

export function imageInfo(b: Uint8Array): ImageInfo | undefined {
  const be16 = (i: number) => (b[i]! << 8) | b[i + 1]!;
  const be32 = (i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47)
    return { mime: 'image/png', width: be32(16), height: be32(20) };
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46)
    return { mime: 'image/gif', width: b[6]! | (b[7]! << 8), height: b[8]! | (b[9]! << 8) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1]!;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      // SOF0..SOF15 except DHT (c4), JPG (c8) and DAC (cc)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { mime: 'image/jpeg', height: be16(i + 5), width: be16(i + 7) };
      i += 2 + be16(i + 2);
    }
  }
  return undefined;
}
