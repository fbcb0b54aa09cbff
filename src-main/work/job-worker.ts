import { parentPort, workerData } from 'node:worker_threads';
import { errorBody } from '../service/dispatch.js';
import type { JobMessage } from './job-progress.js';
import { jobs, type JobKind } from './jobs.js';

/**
 * The worker thread every long job runs in (Electron's main process, the web bridge and the CLI
 * alike): it runs one job, posts its progress and its result or error, and ends. Cancel is the
 * owner terminating it; what the job wrote lies in a folder the owner removes.
 */
const { kind, args } = workerData as { kind: JobKind; args: unknown };
const post = (m: JobMessage) => parentPort!.postMessage(m);
try {
  const run = jobs[kind] as (a: unknown) => Promise<unknown>;
  post({ type: 'done', value: await run(args) });
} catch (e) {
  post({ type: 'error', error: errorBody(e) });
}
