import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeOutput } from '../service/output-guard.js';

/** What the page needs of a side's settings (the shape src-renderer/player/player-feed-nats.ts reads). */
export interface NatsSide {
  wsUrl: string;
  user: string;
  password: string;
  inboxPrefix: string;
  campaign: string;
  side: string;
}

/**
 * The player's page for the club's server: the app's own built player page (the same map, units,
 * supply, ledger and log as on the referee's network) and only the files it loads, in one folder a
 * club can host on any static web server. It connects over NATS WebSocket to the address in its
 * link; each side's link carries that side's settings after `#`, which a browser never sends to
 * the web server. Its content policy allows WebSocket connections, where the player server's own
 * page allows none but its own origin.
 */
export function exportPlayerPage(
  rendererDir: string,
  outDir: string,
  sides: readonly NatsSide[],
  /** the referee agreed to replace the files of an earlier export there (--force) */
  force = false,
): { page: string; links: Array<{ side: string; link: string }> } {
  const html = join(rendererDir, 'player.html');
  if (!existsSync(html)) throw new Error(`${html} is missing: build the renderer first (npm run build)`);
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const text = readFileSync(html, 'utf8').replace("connect-src 'self'", "connect-src 'self' ws: wss:");
  // every file through the one guard: an earlier export is replaced only when the referee says so
  const write = (path: string, data: string | Uint8Array) => writeOutput(path, data, undefined, force);
  write(join(outDir, 'player.html'), text);
  // the page's scripts and styles and whatever they load in turn, nothing of the referee's app
  const pending = referenced(text);
  const copied = new Set<string>();
  while (pending.length) {
    const name = pending.pop()!;
    if (copied.has(name)) continue;
    copied.add(name);
    const from = join(rendererDir, 'assets', name);
    write(join(outDir, 'assets', name), readFileSync(from));
    if (/\.(js|css)$/.test(name)) pending.push(...referenced(readFileSync(from, 'utf8')));
  }
  const links = sides.map((s) => ({
    side: s.side,
    link: `player.html#nats=${encodeURIComponent(JSON.stringify(s))}`,
  }));
  for (const l of links) write(join(outDir, `link-${l.side}.txt`), `${l.link}\n`);
  return { page: join(outDir, 'player.html'), links };
}

/** The asset files a page, script or style names (`./assets/x.js` from the page, `./x.js` between assets). */
function referenced(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\.\/(?:assets\/)?([\w.-]+\.(?:js|css|woff2?|ttf|png|svg))/g)) out.push(m[1]!);
  return out;
}
