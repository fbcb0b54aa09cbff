import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { chromium, type Page } from 'playwright-core';
import { rendererDir } from '../../src-main/paths.js';
import { SideViews } from '../../src-main/players/side-views.js';
import { startWebBridge } from '../../src-main/web.js';
import { liveCampaign } from '../../src-main/service/live-campaign.js';
import { CHROMIUM, FOREGROUND_FRAMES, launchBrowser } from '../helpers/browser.js';
import type { BigMap } from './big-map.js';
import { benchCampaignService } from './bench-campaign.js';
import { idleFrames, pacedDrag } from './map-frame-drive.js';
import { report } from './measure.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';

/**
 * Players following the 100,000-hex campaign (its 5,000 Soviet and some hundreds of Axis units):
 * - players.view.ms: one side's view as the player server makes it after a command (log tail,
 *   ledger, latest verdicts read from the file, viewFor, the change from the view before as JSON:
 *   what its players are sent), median; players.change.kb that change's size;
 *   players.view.whole.ms the whole view's JSON for a player connecting, players.view.kb its size;
 * - players.update.ms: with QM_BENCH_PLAYER_PAGES (default 16) player pages open in Chromium, half
 *   per side, the p95 over 20 referee commands (who rolls the dice: a change every side sees; each
 *   view is made whole whatever the command and sent as its change) from the command
 *   sent to the moment the last page has painted the change (the page's requestAnimationFrame after
 *   drawing; wall clock, one machine); players.update.max.ms the slowest;
 * - players.send.ms: the same from the command to the last of 16 connections having received and
 *   parsed the change, the players' pages gone to their own machines: a process apart holds the
 *   16 event streams (player-connections.ts), each parsing every change as a page does;
 * - players.referee.frame.p95.ms: the referee's map frames (a paced drag in the referee's page)
 *   while those 16 connections follow a command every half second: what the referee sees when the
 *   players are elsewhere, as in a club; players.referee.frame.p95.ms.samebox the same while the 16
 *   Chromium player pages follow on the referee's own machine (a small machine then times Chromium's
 *   16 pages more than the app); players.referee.frame.p95.ms.alone the same drag and commands with
 *   no player connected (the referee's page redrawing after its own commands); players.referee.idle.p95.ms
 *   the same page with no input and no players, the machine's floor.
 */
export async function benchPlayers(map: BigMap): Promise<void> {
  const { dir, game, service } = benchCampaignService(map, 'qm-players-');
  try {
    // after each referee command, the side's view made afresh and its change from the view before
    // (the setup and the grid are read once per campaign); then its whole JSON, for a player connecting
    const views = new SideViews(service);
    views.view('axis').json();
    const times: number[] = [];
    const whole: number[] = [];
    let feed = views.view('axis');
    for (let k = 0; k < 9; k++) {
      await service.handlers['command.execute']({ command: flipDice() });
      const t0 = performance.now();
      feed = views.view('axis');
      const change = feed.change?.json();
      times.push(performance.now() - t0);
      if (!change) throw new Error('the bench command changed nothing the side sees');
      const t1 = performance.now();
      feed.json();
      whole.push(performance.now() - t1);
    }
    report('players.view.ms', median(times), 'ms');
    report('players.view.whole.ms', median(whole), 'ms');
    report('players.view.kb', feed.json().length / 1024, 'kB', 0);
    report('players.change.kb', (feed.change?.json().length ?? 0) / 1024, 'kB', 1);
    if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
      console.log('# players.update skipped: needs the built renderer (npm run build) and Chromium');
      return;
    }
    const geom = new MapGeometry(game);
    await followInBrowsers(service, { mapW: geom.width, mapH: geom.height });
  } finally {
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function followInBrowsers(
  service: ReturnType<typeof benchCampaignService>['service'],
  map: { mapW: number; mapH: number },
): Promise<void> {
  const count = Number(process.env.QM_BENCH_PLAYER_PAGES ?? 16);
  const bridge = await startWebBridge({
    handlers: service.handlers,
    staticDir: rendererDir(),
    live: liveCampaign(service),
  });
  const browser = await launchBrowser(FOREGROUND_FRAMES);
  const closers: Array<() => Promise<void>> = [];
  try {
    const referee = browser.page;
    await referee.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await referee.goto(bridge.url);
    await referee.waitForFunction(() => performance.getEntriesByName('map-draw').length > 0, null, {
      timeout: 120_000,
    });
    const idle = intervals(await referee.evaluate(idleFrames, 300));
    report('players.referee.idle.p95.ms', quantile(idle, 0.95), 'ms');
    // the same drag and commands with no player at all: what the referee's own page costs itself
    const size = { mapW: map.mapW, mapH: map.mapH };
    report('players.referee.frame.p95.ms.alone', await dragWhileFollowing(service, referee, size), 'ms');

    const status = await service.handlers['players.start']({ host: '127.0.0.1' });
    const pages: Page[] = [];
    // each player in a browser context of its own, as on separate machines: one profile holds at
    // most 6 connections to a host, and each page's event stream keeps one open
    const players = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: PLAYER_ARGS });
    closers.push(() => players.close());
    for (let k = 0; k < count; k++) {
      const link = status.links[k % status.links.length]!.url!;
      const page = await (await players.newContext({ viewport: { width: 1000, height: 700 } })).newPage();
      await page.goto(link, { waitUntil: 'commit', timeout: 120_000 });
      pages.push(page);
    }
    const logHeads = () =>
      Promise.all(pages.map((p) => p.evaluate(() => Number(document.body.dataset.paintedHead ?? -1))));
    await waitUntil(async () => (await logHeads()).every((h) => h >= 0), 300_000);

    const samples: number[] = [];
    for (let k = 0; k < 20; k++) {
      const t0 = Date.now();
      const summary = service.handlers['command.execute']({ command: flipDice() });
      const seq = (await summary).commands;
      await waitUntil(async () => (await logHeads()).every((h) => h >= seq), 60_000);
      const painted = await Promise.all(pages.map((p) => p.evaluate(() => Number(document.body.dataset.paintedAt))));
      samples.push(Math.max(...painted) - t0);
    }
    report('players.update.pages', count, 'pages', 0);
    report('players.update.ms', quantile(samples, 0.95), 'ms');
    report('players.update.max.ms', Math.max(...samples), 'ms');

    // all on one machine, as a club never plays: the referee drags the map while the 16 player
    // pages in Chromium follow a command every half second on the same two cores
    report('players.referee.frame.p95.ms.samebox', await dragWhileFollowing(service, referee, size), 'ms');

    // the players on their own machines: their pages leave the referee's, and 16 connections in a
    // process of their own stand for them, each reading and parsing every change as a page does
    for (const c of closers.splice(0)) await c();
    const links = Array.from({ length: count }, (_, k) => status.links[k % status.links.length]!.url!);
    const remote = await playersElsewhere(links);
    closers.push(() => remote.close());
    const sent: number[] = [];
    for (let k = 0; k < 20; k++) {
      const t0 = Date.now();
      const seq = (await service.handlers['command.execute']({ command: flipDice() })).commands;
      sent.push((await remote.allAt(seq)) - t0);
    }
    report('players.send.ms', quantile(sent, 0.95), 'ms');
    report('players.referee.frame.p95.ms', await dragWhileFollowing(service, referee, size), 'ms');
  } finally {
    for (const c of closers) await c();
    await service.handlers['players.stop']({});
    await browser.close();
    await bridge.close();
  }
}

type Service = ReturnType<typeof benchCampaignService>['service'];

/**
 * The p95 of the referee's frame intervals over a paced drag of the map, while the players follow
 * a referee command every half second.
 */
async function dragWhileFollowing(service: Service, referee: Page, size: { mapW: number; mapH: number }) {
  let going = true;
  const commands = (async () => {
    while (going) {
      await service.handlers['command.execute']({ command: flipDice() });
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  try {
    return quantile(intervals(await referee.evaluate(pacedDrag, { frames: 300, step: 10, ...size })), 0.95);
  } finally {
    going = false;
    await commands;
  }
}

/**
 * The players' connections in a process of their own (player-connections.ts): `allAt(seq)` waits
 * until every one holds a view with command `seq` and gives the wall clock when the last did.
 */
async function playersElsewhere(
  links: string[],
): Promise<{ allAt(seq: number): Promise<number>; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/player-connections.ts', ...links], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const heads = links.map(() => ({ seq: -1, at: 0 }));
  let ready = false;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line === 'ready') return void (ready = true);
    const [k, seq, at] = line.split(' ').map(Number) as [number, number, number];
    heads[k] = { seq, at };
  });
  const until = async (test: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!test()) {
      if (Date.now() > end || child.exitCode !== null)
        throw new Error("the players' connections did not follow in time");
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  await until(() => ready, 300_000);
  return {
    allAt: async (seq) => {
      await until(() => heads.every((h) => h.seq >= seq), 60_000);
      return Math.max(...heads.map((h) => h.at));
    },
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const PLAYER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...FOREGROUND_FRAMES,
];

let dice: 'app' | 'referee' = 'app';
/** a command every side sees in its log: who rolls the dice, changed back and forth */
function flipDice() {
  dice = dice === 'app' ? 'referee' : 'app';
  return { type: 'campaign.setDice' as const, dice };
}

async function waitUntil(test: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > until) throw new Error('the player pages did not follow in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function intervals(stamps: number[]): number[] {
  return stamps.slice(1).map((t, k) => t - stamps[k]!);
}

/** the q-quantile, interpolated between the two nearest samples */
function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  const at = q * (s.length - 1);
  const lo = Math.floor(at);
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (at - lo);
}
