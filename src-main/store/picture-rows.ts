import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { Picture } from '../../shared/model/campaign-schema.js';

/**
 * Pictures as rows: bytes as blobs in the file; in campaign JSON, files beside it (export, archive)
 * or base64 (older exports, the VASSAL import in memory).
 */
function hasTable(db: Database.Database): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'pictures'").get();
}

export function insertPictures(db: Database.Database, pictures: readonly Picture[]): void {
  const insert = db.prepare('INSERT INTO pictures (id, mime, width, height, data) VALUES (?, ?, ?, ?, ?)');
  // one picture in memory at a time: a file is read when its row is written
  for (const p of pictures)
    insert.run(p.id, p.mime, p.width, p.height, p.file ? readFileSync(p.file) : Buffer.from(p.data ?? '', 'base64'));
}

/** What pictures a campaign holds, without their bytes. */
export function listPictures(
  db: Database.Database,
): Array<{ id: string; mime: string; width: number; height: number }> {
  if (!hasTable(db)) return [];
  return db.prepare('SELECT id, mime, width, height FROM pictures ORDER BY id').all() as Array<{
    id: string;
    mime: string;
    width: number;
    height: number;
  }>;
}

export function readPictures(db: Database.Database): Picture[] {
  if (!hasTable(db)) return [];
  const rows = db.prepare('SELECT id, mime, width, height, data FROM pictures ORDER BY id').all() as Array<
    Omit<Picture, 'data'> & { data: Buffer }
  >;
  return rows.map((r) => ({ ...r, data: r.data.toString('base64') }));
}

export function readPicture(
  db: Database.Database,
  id: string,
): { mime: string; width: number; height: number; data: Buffer } | undefined {
  if (!hasTable(db)) return undefined;
  return db.prepare('SELECT mime, width, height, data FROM pictures WHERE id = ?').get(id) as
    { mime: string; width: number; height: number; data: Buffer } | undefined;
}
