import sharp from 'sharp';
import type { Page } from 'playwright-core';

/**
 * The magenta dot a test printed on a scan, as the screen shows it within 20 px of `want` (where
 * the app draws that hex's centre): how many of its pixels are seen, and how far (screen px) their
 * middle lies from `want` (Infinity when none is seen).
 */
export async function magentaDot(
  page: Page,
  want: { x: number; y: number },
): Promise<{ pixels: number; miss: number }> {
  const shot = await page.screenshot({ clip: { x: want.x - 20, y: want.y - 20, width: 40, height: 40 } });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  let [n, sx, sy] = [0, 0, 0];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const o = info.channels * (y * info.width + x);
      if (data[o]! > 200 && data[o + 2]! > 170 && data[o]! - data[o + 1]! > 90) [n, sx, sy] = [n + 1, sx + x, sy + y];
    }
  if (n === 0) return { pixels: 0, miss: Infinity };
  const miss = Math.hypot((sx / n + 0.5) * (40 / info.width) - 20, (sy / n + 0.5) * (40 / info.height) - 20);
  return { pixels: n, miss };
}
