import Database from 'better-sqlite3';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src-main/store/migrations.js';
import { tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

// A file written by schema 6 (undo changed a status in place): three undos, a redo, a command
// after an undo (so one command is discarded), and one command still undone at the end. The
// state it opened to under schema 6 was recorded beside it.
const FIXTURE = 'test/fixtures/schema-v6-undo.qmc';
const opened = JSON.parse(readFileSync('test/fixtures/schema-v6-undo.opened.json', 'utf8')) as {
  state: unknown;
  summary: { head: string; undo: string; redo: string; commands: number; clock: unknown };
  ledger: unknown[];
  log: Array<{ seq: number; status: string; command: string }>;
};

function rows(file: string): Array<{ seq: number; type: string; status: string; payload: string }> {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT seq, type, status, payload FROM commands ORDER BY seq').all() as never;
  } finally {
    db.close();
  }
}

describe('migration 7: undo and redo appended to the log', () => {
  it('a schema 6 file opens to the same state, ledger, log and undo/redo as it did', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    const file = join(t.dir, 'c.qmc');
    copyFileSync(FIXTURE, file);
    const summary = await t.api['campaign.open']({ file });
    expect(new Database(file, { readonly: true }).pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(7);
    const s = t.service.current();
    expect(s.state).toEqual(opened.state);
    expect({
      head: summary.head,
      undo: summary.undo,
      redo: summary.redo,
      commands: summary.commands,
      clock: summary.clock,
    }).toEqual(opened.summary);
    expect(s.store.readLedger()).toEqual(opened.ledger);
    expect(s.store.readLog().map((l) => ({ seq: l.seq, status: l.status, command: l.command }))).toEqual(opened.log);
  });

  it('after the upgrade an undo and a redo are rows appended to the log, naming their command', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    const file = join(t.dir, 'c.qmc');
    copyFileSync(FIXTURE, file);
    await t.api['campaign.open']({ file });
    const before = structuredClone(t.service.current().state);
    const undone = await t.api['history.undo']({});
    expect(undone.head).toBe('7.3');
    const redone = await t.api['history.redo']({});
    expect(redone.head).toBe('8.5');
    expect(t.service.current().state).toEqual(before);
    await t.api['campaign.close']({});

    const log = rows(file);
    // the schema 6 rows untouched, the two steps after them
    expect(log.slice(0, 6).map((r) => r.status)).toEqual(['done', 'done', 'done', 'discarded', 'done', 'undone']);
    expect(log.slice(6).map((r) => [r.type, r.status, JSON.parse(r.payload)])).toEqual([
      ['history.undo', 'step', { type: 'history.undo', seq: 5 }],
      ['history.redo', 'step', { type: 'history.redo', seq: 5 }],
    ]);
    // the History panel and export read commands, not steps
    await t.api['campaign.open']({ file });
    expect(
      t.service
        .current()
        .store.readLog()
        .map((l) => l.seq),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a new command after an undo discards the undone ones, as before', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    const file = join(t.dir, 'c.qmc');
    copyFileSync(FIXTURE, file);
    await t.api['campaign.open']({ file });
    await t.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3012' } });
    const summary = t.service.summary();
    expect(summary.redo).toBeNull();
    expect(rows(file).find((r) => r.seq === 6)!.status).toBe('discarded');
  });
});
