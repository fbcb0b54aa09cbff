import { createHash } from 'node:crypto';
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
 * The player's page for the club's server: the app's own player page (the same map, units, supply,
 * ledger and log as on the referee's network) as one self-contained HTML file, its script and
 * styles written inside it, which a club can host on any static web server or a player open from
 * disk (a browser refuses a module script fetched by relative URL from file://; an inline script
 * it runs). It connects over NATS WebSocket to the address in its link; each side's link carries
 * that side's settings after `#`, which a browser never sends to a web server. Its content policy
 * allows WebSocket connections and that one script (by its hash), nothing else.
 */
export function exportPlayerPage(
  rendererDir: string,
  outDir: string,
  sides: readonly NatsSide[],
  /** the referee agreed to replace the files of an earlier export there (--force) */
  force = false,
): { page: string; links: Array<{ side: string; link: string }> } {
  const html = join(rendererDir, 'player.html');
  const script = join(rendererDir, 'player-file', 'player.js');
  const style = join(rendererDir, 'player-file', 'player.css');
  for (const f of [html, script])
    if (!existsSync(f)) throw new Error(`${f} is missing: build the renderer first (npm run build)`);
  mkdirSync(outDir, { recursive: true });
  // every file through the one guard: an earlier export is replaced only when the referee says so
  const write = (path: string, data: string) => writeOutput(path, data, undefined, force);
  write(join(outDir, 'player.html'), selfContained(readFileSync(html, 'utf8'), script, style));
  const links = sides.map((s) => ({
    side: s.side,
    link: `player.html#nats=${encodeURIComponent(JSON.stringify(s))}`,
  }));
  for (const l of links) write(join(outDir, `link-${l.side}.txt`), `${l.link}\n`);
  return { page: join(outDir, 'player.html'), links };
}

/**
 * The built player page with its script and styles inside it: the tags that load them from the
 * assets folder dropped, the styles in the head, the script at the end of the body (it mounts the
 * page on the element before it). A "</script" or "<!--" inside the script would end it early or
 * change how the browser reads it: written "<\/script" and "<\x21--" (in the strings and patterns where a minified script has them), the same text to JavaScript.
 */
function selfContained(page: string, scriptFile: string, styleFile: string): string {
  const code = readFileSync(scriptFile, 'utf8')
    .replace(/<\/(script)/gi, '<\\/$1')
    .replace(/<!--/g, '<\\x21--');
  const script = `\n${code}\n`;
  const style = existsSync(styleFile) ? readFileSync(styleFile, 'utf8') : '';
  if (/<\/style/i.test(style)) throw new Error(`${styleFile} holds "</style": not a style sheet the export can inline`);
  // the policy names the one script the page may run by its digest: nothing injected would run
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  const text = page
    .replace(/\s*<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
    .replace(/\s*<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
    .replace("script-src 'self'", `script-src 'sha256-${hash}'`)
    .replace("connect-src 'self'", "connect-src 'self' ws: wss:");
  if (/\bsrc=|rel="stylesheet"/.test(text))
    throw new Error('the built player page loads a file the export does not know');
  return text
    .replace('</head>', () => `<style>\n${style}\n</style>\n</head>`)
    .replace('</body>', () => `<script>${script}</script>\n</body>`);
}
