import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appRoot } from '../paths.js';

/**
 * The module a job's worker thread runs. Built (tsc for Electron, esbuild for the CLI) it is the
 * JavaScript beside this file. Run from the TypeScript source (tests, `npm run web`), it is bundled
 * once per process with esbuild into node_modules/.cache (or once per test run: the test runner
 * bundles it before the tests start and names it in QUARTERMASTER_JOB_WORKER): a worker that
 * compiled its few hundred modules itself would take seconds to start.
 */
let fromSource: Promise<URL> | undefined;

export function workerModule(): Promise<URL> {
  const js = new URL('./job-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return Promise.resolve(js);
  const prebuilt = process.env.QUARTERMASTER_JOB_WORKER;
  if (prebuilt && existsSync(prebuilt)) return Promise.resolve(pathToFileURL(prebuilt));
  return (fromSource ??= bundleWorker(join(appRoot(), 'node_modules', '.cache', 'quartermaster', 'job-worker.mjs')));
}

/** Bundles the worker from its TypeScript source into `file`. */
export async function bundleWorker(file: string): Promise<URL> {
  const { build } = await import('esbuild');
  mkdirSync(dirname(file), { recursive: true });
  // written under a name of its own, then renamed: a process loading the file never sees half of it
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  await build({
    entryPoints: [fileURLToPath(new URL('./job-worker.ts', import.meta.url))],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['better-sqlite3', 'sharp', 'electron', 'esbuild'],
    banner: {
      js: "import { createRequire as __qmRequire } from 'node:module'; const require = __qmRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  renameSync(partial, file);
  return pathToFileURL(file);
}
