import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { bigBoardModule } from '../helpers/hostile-vassal.js';
import { buildSave } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands } from '../helpers/vassal-scenario.js';

/**
 * A long import as the referee sees it in the browser: the progress bar names the import and what
 * its worker is doing, the app keeps answering, and Cancel stops it leaving no file and no folder.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('a long VASSAL import in the browser', () => {
  it('shows its progress with Cancel, and Cancel stops it and writes nothing', async () => {
    const { page, errors } = app.browser;
    // a board picture of 300 MB: seconds of reading, copying and writing in the import's worker
    const vmod = join(app.env.dir, 'big.vmod');
    const vsav = join(app.env.dir, 'big.vsav');
    writeFileSync(vmod, bigBoardModule(300));
    writeFileSync(vsav, buildSave(MODULE_NAME, scenarioCommands()));
    const outDir = join(app.env.dir, 'out');
    mkdirSync(outDir);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.bridge.url);
    await page.getByTestId('open-vassal-import').click();
    await page.getByTestId('vassal-module').fill(vmod);
    await page.getByTestId('vassal-save').fill(vsav);
    await page.getByTestId('vassal-preview').click();
    // the preview is a long job too: its own bar comes and goes
    await expect.poll(() => page.getByTestId('side-count').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('progress').count(), { timeout: 30_000 }).toBe(0);

    await page.getByTestId('vassal-out').fill(join(outDir, 'big.qmc'));
    await page.getByTestId('vassal-import').click();
    const bar = page.getByTestId('progress');
    // the bar names the call and the step its worker has reached, and offers Cancel
    await expect
      .poll(async () => (await bar.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(/^Importing the module: (reading the module|writing the campaign file)… \d+\.\d s/);
    const cancel = page.getByTestId('job-cancel');
    await expect.poll(() => cancel.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: 'test-results/e2e-long-import-progress.png' });
    await cancel.click();

    // the wizard says so in words, the bar goes (its polling ends, never looping on itself), and
    // nothing was written beside the chosen file
    await expect
      .poll(() => page.getByTestId('vassal-wizard').getByRole('alert').textContent(), { timeout: 20_000 })
      .toMatch(/cancelled: the import stopped, and nothing was written/);
    await expect.poll(() => bar.count(), { timeout: 10_000 }).toBe(0);
    expect(readdirSync(outDir)).toEqual([]);
    expect(app.env.service.jobs.list()).toEqual([]);
    // the campaign that was open stays open and answers
    expect(app.env.service.current().state.units.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('vassal-wizard').count()).toBe(0);
    await expect
      .poll(async () => Number(await page.getByTestId('map-canvas').getAttribute('data-hexes-drawn')))
      .toBeGreaterThan(0);
    expect(errors.filter((e) => !/cancelled/.test(e))).toEqual([]);
  }, 240_000);
});
