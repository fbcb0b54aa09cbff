import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { cli } from '../helpers/run-cli.js';
import { HOSTILE_MARKER, messyModule } from '../helpers/vassal-messy.js';

/**
 * A campaign imported from a messy VASSAL module, exported and opened again in the app: the
 * referee still sees what the import left out, the module's names shown as text.
 */
let app: AppInBrowser;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-import-notes-'));
  const { vmod, vsav } = messyModule(dir);
  const qmc = join(dir, 'messy.qmc');
  expect((await cli('import-vassal', vmod, '--save', vsav, '--out', qmc)).code).toBe(0);
  const json = join(dir, 'messy.json');
  expect((await cli('export', qmc, '--out', json)).code).toBe(0);
  app = await startAppInBrowser(json);
});
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import notes in the app', () => {
  it('the supply tab has a one-line summary; opened, and in the game editor, the pieces left out are listed, names escaped', async () => {
    const { page, errors } = app.browser;
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(app.bridge.url);
    await page.getByTestId('tab-supply').click();
    const notes = page.getByTestId('import-notes');
    await expect
      .poll(() => notes.locator('summary').textContent())
      .toMatch(
        /Import notes: from messy\.vmod, save day1\.vsav, \d{4}-\d\d-\d\d, 2\s+piece\(s\) left out, 1 note\(s\)/,
      );
    expect(await notes.getAttribute('open')).toBeNull();
    await notes.locator('summary').click();
    const skipped = page.getByTestId('import-notes-skipped').locator('li');
    await expect
      .poll(() => skipped.allTextContents())
      .toContain(`${HOSTILE_MARKER} (hex 2.2): type "(no prototype)" is skipped`);
    expect(await page.getByTestId('import-notes-notes').textContent()).toMatch(
      /zone "Squares" .* square grid: skipped/,
    );
    // the marker's name is text: no element came of it, no script ran
    expect(await notes.locator('script').count()).toBe(0);
    expect(dialogs).toEqual([]);

    await page.getByTestId('campaign-game-edit').click();
    const inEditor = page.getByTestId('import-notes');
    await expect.poll(() => inEditor.getAttribute('open')).not.toBeNull();
    await expect.poll(() => page.getByTestId('import-notes-skipped').textContent()).toContain(HOSTILE_MARKER);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-import-notes.png' });
    expect(errors).toEqual([]);
  });
});
