import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The pictures wizard's first steps, once it is open (the toolbar's toggle or File › New from
 * pictures…): the charts' game file, the ruleset and a sheet's size, *Start*, then the sheet's
 * picture loaded. Gives the picture's canvas, shown at scale 1 so a picture pixel is a canvas pixel.
 */
export async function loadSheet(
  page: Page,
  o: { charts: string; ruleset: string; columns: number; rows: number; picture: string },
): Promise<Locator> {
  await page.getByLabel('Charts game file').fill(o.charts);
  await page.getByLabel('Ruleset').selectOption(o.ruleset);
  await page.getByLabel('Columns per sheet').fill(String(o.columns));
  await page.getByLabel('Rows per sheet').fill(String(o.rows));
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Picture file').fill(o.picture);
  await page.getByRole('button', { name: 'Load picture' }).click();
  const canvas = page.getByTestId('picture-canvas');
  await expect.poll(() => canvas.getAttribute('data-scale')).toBe('1');
  return canvas;
}
