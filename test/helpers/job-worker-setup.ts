import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorker } from '../../src-main/work/worker-module.js';

/**
 * Before the tests: the long jobs' worker bundled once for the whole run, so that no test file
 * pays for bundling it (src-main/work/worker-module.ts).
 */
let dir: string | undefined;

export async function setup(): Promise<void> {
  // inside the checkout, so the bundle finds better-sqlite3 and sharp in node_modules
  const cache = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'quartermaster');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'run-'));
  process.env.QUARTERMASTER_JOB_WORKER = join(dir, 'job-worker.mjs');
  await bundleWorker(process.env.QUARTERMASTER_JOB_WORKER);
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
