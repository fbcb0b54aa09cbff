import { posix, win32 } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What a start of the desktop app asks for, read from its command line. The shapes differ:
 * - a development run is `[electron, main.js, ...args]`, a packaged app `[exe, ...args]`;
 * - Windows and Linux launchers pass the double-clicked file as an argument (Windows in its own
 *   path syntax, a Linux launcher honouring `%U` as a `file://` URL);
 * - macOS passes files through the `open-file` event, and its launcher may add `-psn_0_1234`;
 * - Chromium adds its own switches (`--no-sandbox`, `--original-process-start-time=…`), and a
 *   second instance's argv (handed to the first by the single-instance lock) carries them too.
 * The installed `quartermaster` command is the same program: a first argument that is one of the
 * command-line tool's verbs runs the tool instead of opening a window.
 */
export type LaunchRequest = { kind: 'cli'; args: string[] } | { kind: 'app'; file?: string };

export interface LaunchContext {
  /** app.isPackaged: the packaged app has no script path after the executable */
  packaged: boolean;
  platform: NodeJS.Platform;
  /** the folder relative paths are read from (the second instance's own, when handed over) */
  cwd: string;
}

export const CLI_VERBS = new Set([
  'import',
  'export',
  'info',
  'supply',
  'ledger',
  'do',
  'log',
  'archive',
  'units',
  'compact',
  'terrain-from-picture',
  'import-vassal',
  'help',
  '--help',
  '--version',
]);

/** The arguments a user or a launcher gave, without the executable and (in development) the script. */
export function userArguments(argv: readonly string[], packaged: boolean): string[] {
  return argv.slice(packaged ? 1 : 2);
}

export function launchRequest(argv: readonly string[], ctx: LaunchContext): LaunchRequest {
  const args = userArguments(argv, ctx.packaged);
  if (args[0] !== undefined && CLI_VERBS.has(args[0])) return { kind: 'cli', args };
  const file = campaignArgument(args, ctx);
  return file ? { kind: 'app', file } : { kind: 'app' };
}

/** The first argument naming a campaign file, as an absolute path; switches are passed over. */
export function campaignArgument(args: readonly string[], ctx: LaunchContext): string | undefined {
  for (const arg of args) {
    if (arg.startsWith('-')) continue; // a switch (ours, Chromium's, or macOS's -psn_…)
    const path = argumentPath(arg, ctx);
    if (path && /\.qmc$/i.test(path)) return path;
  }
  return undefined;
}

/** A file argument as an absolute path in the platform's own syntax (undefined for other URLs). */
export function argumentPath(arg: string, ctx: LaunchContext): string | undefined {
  const paths = ctx.platform === 'win32' ? win32 : posix;
  if (/^file:/i.test(arg)) {
    try {
      return fileURLToPath(arg, { windows: ctx.platform === 'win32' });
    } catch {
      return undefined; // a file URL naming another host: not a file this machine can open
    }
  }
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(arg)) return undefined; // http://…, app://…
  return paths.resolve(ctx.cwd, arg);
}
