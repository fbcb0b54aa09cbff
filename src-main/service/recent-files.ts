import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** File > Open Recent: the last ten campaigns opened, newest first, kept in the app's data folder. */
export class RecentFiles {
  constructor(private readonly file: string) {}

  list(): string[] {
    try {
      const v: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && existsSync(x)).slice(0, 10) : [];
    } catch {
      return [];
    }
  }

  add(path: string): void {
    const next = [path, ...this.list().filter((p) => p !== path)].slice(0, 10);
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(next, null, 1));
    } catch {
      // a recent-files list that cannot be written is not worth failing an open for
    }
  }
}
