/**
 * Takes the README's pictures of the Players dialog, a player's page and an imported VASSAL module
 * (docs/players-dialog.png, docs/player-page.png, docs/vassal-import.png) in Debian's Chromium
 * through the web bridge, as the browser tests drive the app (test/helpers/app-in-browser.ts). A
 * script of its own because a test must not write into the tree it tests: `npm run build`, then
 * `npm run screenshots` (or `npm run screenshots -- <folder>` to write them elsewhere).
 */
import '../test/helpers/registry-first.js';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { MapGeometry } from '../src-renderer/map/map-geometry.js';
import { startAppInBrowser, type AppInBrowser } from '../test/helpers/app-in-browser.js';
import { fogCampaign } from '../test/helpers/fog-campaign.js';
import { playFogTurn } from '../test/helpers/fog-turn.js';
import { previewGeneratedFront } from '../test/helpers/generated-front.js';

const out = resolve(process.argv[2] ?? 'docs');

/** Waits until `ok` holds, polling; names what it waited for when it gives up. */
async function until(what: string, ok: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`screenshots: gave up waiting for ${what} after ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The app in Chromium for the length of `shoot`, closed after it whatever happens. */
async function withApp(campaignJson: string | undefined, shoot: (app: AppInBrowser) => Promise<void>): Promise<void> {
  const app = await startAppInBrowser(campaignJson);
  try {
    await shoot(app);
    if (app.browser.errors.length) throw new Error(`screenshots: the page reported ${app.browser.errors.join('; ')}`);
  } finally {
    await app.close();
  }
}

/** The Players dialog with its two links, then the Soviet player's page and log after a turn (players-fog.test.ts's). */
async function players(app: AppInBrowser): Promise<void> {
  const { page: referee, context } = app.browser;
  const { env } = app;
  try {
    await referee.goto(app.bridge.url);
    await referee.getByTestId('open-players').click();
    await referee.getByTestId('players-start').click();
    await until('a link for each side', async () => (await referee.getByTestId('player-link-url').count()) === 2);
    await referee.getByTestId('players-dialog').screenshot({ path: join(out, 'players-dialog.png') });
    const link = await referee
      .locator('[data-testid="player-link"][data-side="soviet"] [data-testid="player-link-url"]')
      .inputValue();
    const player = await context.newPage();
    await player.goto(link);

    const last = await playFogTurn(env);

    // a page paints in its animation frames, which a tab behind another does not get
    await player.bringToFront();
    const logHead = () => player.evaluate(() => Number(document.body.dataset.logHead ?? -1));
    await until("the turn on the player's page", async () => (await logHead()) === last);
    await player.getByRole('button', { name: 'Log' }).click();
    await until('the attrition in the log', async () =>
      /attrition/i.test((await player.locator('.log').textContent()) ?? ''),
    );
    await player.screenshot({ path: join(out, 'player-page.png') });
  } finally {
    await env.api['players.stop']({});
  }
}

/** The map of a generated two-board module imported through the wizard (vassal-import.test.ts's), its boards drawn. */
async function vassalImport(app: AppInBrowser): Promise<void> {
  const { page } = app.browser;
  await previewGeneratedFront(page, app.bridge.url, app.env.dir);
  const counts = async () => (await page.getByTestId('side-count').allTextContents()).join(', ');
  await until('the preview', async () => (await counts()) === '4 units, 2 units');
  await page.getByLabel('sort by').first().selectOption('prototype');
  await until('sides by prototype', async () => (await page.getByTestId('side-prototype').inputValue()) === 'German');
  await page.getByRole('button', { name: 'Bring in' }).first().click();
  await page.getByTestId('vassal-out').fill(join(app.env.dir, 'front.qmc'));
  await page.getByTestId('vassal-import').click();
  await until('the import', async () => (await page.getByTestId('vassal-wizard').count()) === 0);
  // the printed dot on hex 0305 is dark once the board picture is drawn under the grid
  const geom = new MapGeometry(app.env.service.current().game);
  const i = geom.grid.indexOf('0305');
  await until('the boards drawn', () => darkAt(page, geom.cx[i]!, geom.cy[i]!));
  await page.screenshot({ path: join(out, 'vassal-import.png') });
}

/** Whether the map canvas is dark at a map point. */
function darkAt(page: Page, x: number, y: number): Promise<boolean> {
  // no function declared inside: tsx would wrap it in a helper the page does not have
  return page.evaluate(
    ([mx, my]) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid=map-canvas]');
      if (!c) return false;
      const dpr = window.devicePixelRatio || 1;
      const k = Number(c.dataset.scale);
      const px = Math.round((Number(c.dataset.tx) + mx! * k) * dpr);
      const py = Math.round((Number(c.dataset.ty) + my! * k) * dpr);
      const p = c.getContext('2d')!.getImageData(px, py, 1, 1).data;
      return p[0]! + p[1]! + p[2]! < 300;
    },
    [x, y],
  );
}

mkdirSync(out, { recursive: true });
const dir = mkdtempSync(join(tmpdir(), 'qm-screenshots-'));
try {
  await withApp(fogCampaign(dir).file, players);
  await withApp(undefined, vassalImport);
  console.log(`screenshots: players-dialog.png, player-page.png, vassal-import.png written to ${out}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
