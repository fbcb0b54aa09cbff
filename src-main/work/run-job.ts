import { Worker } from 'node:worker_threads';
import { ApiError } from '../../shared/api.js';
import type { JobMessage } from './job-progress.js';
import type { JobArgs, JobKind, JobResult } from './jobs.js';
import { workerModule } from './worker-module.js';

/**
 * Runs long jobs (reading a VASSAL module, export, archive, terrain from a picture) in worker
 * threads, so the process that owns them — Electron's main process, the web bridge, the CLI —
 * answers every other call meanwhile. Each job has an id, a progress line and Cancel, which ends
 * its worker at once; the caller then removes what the job had staged.
 */
export interface JobInfo {
  id: number;
  kind: JobKind;
  what: string;
  done: number;
  total: number;
}

/** a worker's JavaScript heap; pictures and zip entries live outside it, under the import caps */
const WORKER_HEAP_MB = 4096;

export class JobBoard {
  private next = 1;
  private readonly running = new Map<number, { info: JobInfo; cancel: () => void }>();
  private readonly listeners = new Set<(job: JobInfo, finished: boolean) => void>();

  list(): JobInfo[] {
    return [...this.running.values()].map((r) => ({ ...r.info }));
  }

  /** Ends a running job; false when there is no such job (it may just have finished). */
  cancel(id: number): boolean {
    const r = this.running.get(id);
    if (!r) return false;
    r.cancel();
    return true;
  }

  /** Hears of every job's progress, and of its end. */
  watch(listener: (job: JobInfo, finished: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  run<K extends JobKind>(kind: K, args: JobArgs<K>, onLine: (line: string) => void = () => {}): Promise<JobResult<K>> {
    const id = this.next++;
    const info: JobInfo = { id, kind, what: 'starting', done: 0, total: 0 };
    const tell = (finished: boolean) => {
      for (const l of this.listeners) l({ ...info }, finished);
    };
    let cancelled = false;
    let worker: Worker | undefined;
    this.running.set(id, {
      info,
      cancel: () => {
        cancelled = true;
        void worker?.terminate();
      },
    });
    tell(false);
    return workerModule().then((url) => {
      if (cancelled) {
        this.running.delete(id);
        tell(true);
        throw cancelledError(kind);
      }
      worker = new Worker(url, {
        workerData: { kind, args },
        execArgv: workerExecArgv(process.execArgv),
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      return this.settle(worker, id, info, () => cancelled, tell, onLine);
    });
  }

  private settle<K extends JobKind>(
    worker: Worker,
    id: number,
    info: JobInfo,
    cancelled: () => boolean,
    tell: (finished: boolean) => void,
    onLine: (line: string) => void,
  ): Promise<JobResult<K>> {
    const kind = info.kind;
    let outcome: { ok: true; value: unknown } | { ok: false; error: Error } | undefined;
    return new Promise<JobResult<K>>((resolve, reject) => {
      worker.on('message', (m: JobMessage) => {
        if (m.type === 'progress') {
          Object.assign(info, { what: m.what, done: m.done, total: m.total });
          tell(false);
        } else if (m.type === 'line') onLine(m.line);
        else if (m.type === 'done') outcome = { ok: true, value: m.value };
        else outcome = { ok: false, error: new ApiError(m.error as ConstructorParameters<typeof ApiError>[0]) };
      });
      worker.on('error', (e) => {
        outcome ??= {
          ok: false,
          error: new ApiError({ kind: 'internal', message: `the ${kind} job failed: ${e.message}` }),
        };
      });
      // settled only once the worker is gone: nothing writes after the caller cleans up
      worker.on('exit', () => {
        this.running.delete(id);
        tell(true);
        if (cancelled() && outcome?.ok !== true) reject(cancelledError(kind));
        else if (outcome?.ok) resolve(outcome.value as JobResult<K>);
        else
          reject(
            outcome?.error ?? new ApiError({ kind: 'internal', message: `the ${kind} job ended without an answer` }),
          );
      });
    });
  }
}

/**
 * The worker's module is always JavaScript (built, or bundled by workerModule), so it is loaded
 * without the parent's module hooks: a parent run through a TypeScript loader (tsx, as the tests,
 * the bench and `npm run web` are) would otherwise pass it on, and the loader then transformed the
 * megabyte of bundled worker (source map and all) on every job: seconds before a job began.
 */
export function workerExecArgv(parent: readonly string[]): string[] {
  const hooks = /^(--import|--require|-r|--loader|--experimental-loader)(=|$)/;
  const out: string[] = [];
  for (let k = 0; k < parent.length; k++) {
    const m = hooks.exec(parent[k]!);
    if (!m) out.push(parent[k]!);
    else if (m[2] === '') k++; // the flag's value is the next argument
  }
  return out;
}

function cancelledError(kind: JobKind): ApiError {
  return new ApiError({ kind: 'refused', message: `cancelled: ${describe(kind)} stopped, and nothing was written` });
}

function describe(kind: JobKind): string {
  return {
    'vassal.preview': 'reading the module',
    'vassal.import': 'the import',
    'campaign.export': 'the export',
    'campaign.archive': 'the archive',
    'terrain-from-picture': 'reading the picture',
    'picture.read': 'reading the terrain',
  }[kind];
}
