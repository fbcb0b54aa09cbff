import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '../paths.js';

/**
 * Where a real defect is written down: an error that is no refusal, no bad file and nothing the
 * operating system said (system-errors.ts) is a bug in Quartermaster. The referee is told so, and
 * where this log is, so that a report can carry the details (the stack) that a message cannot.
 */
let folder = defaultDataDir();

/** The desktop app keeps its log in Electron's user-data folder; the CLI and the bridge in ~/.quartermaster. */
export function useDefectLogFolder(dir: string): void {
  folder = dir;
}

export function defectLogPath(): string {
  return join(folder, 'errors.log');
}

/** Appends the defect to the log; returns the log's path, or undefined where it cannot be written. */
export function recordDefect(e: unknown): string | undefined {
  const path = defectLogPath();
  const detail = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
  try {
    mkdirSync(folder, { recursive: true });
    appendFileSync(path, `${new Date().toISOString()} pid ${process.pid}\n${detail}\n\n`);
    return path;
  } catch {
    return undefined;
  }
}
