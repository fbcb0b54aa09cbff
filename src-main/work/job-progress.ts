import { isMainThread, parentPort } from 'node:worker_threads';

/**
 * Progress of the job this worker runs, for the progress bar (app) and the terminal line (CLI).
 * Outside a worker (a test calling a job directly) it goes nowhere. Messages are thinned to a few a
 * second: a job reports as often as it likes.
 */
export type JobMessage =
  | { type: 'progress'; what: string; done: number; total: number }
  | { type: 'line'; line: string }
  | { type: 'done'; value: unknown }
  | { type: 'error'; error: { kind: string; message: string; problems?: string[] } };

let last = 0;

export function progress(what: string, done = 0, total = 0): void {
  if (isMainThread || !parentPort) return;
  const now = Date.now();
  if (done !== 0 && done < total && now - last < 100) return;
  last = now;
  parentPort.postMessage({ type: 'progress', what, done, total } satisfies JobMessage);
}

/** A line the job prints (the CLI verbs a worker runs), passed on as it comes. */
export function printLine(line: string): void {
  if (isMainThread || !parentPort) return;
  parentPort.postMessage({ type: 'line', line } satisfies JobMessage);
}
