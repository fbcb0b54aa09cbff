import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, openSync, writeSync, closeSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStore } from '../../src-main/store/campaign-store.js';
import { APPLICATION_ID } from '../../src-main/store/file-header.js';
import { migrate, MIGRATIONS, SCHEMA_VERSION } from '../../src-main/store/migrations.js';
import { CampaignFileError } from '../../src-main/store/campaign-file-error.js';
import { tempService } from '../helpers/temp-service.js';

const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

function refusal(file: string): CampaignFileError {
  try {
    CampaignStore.open(file).close();
  } catch (e) {
    if (e instanceof CampaignFileError) return e;
    throw e;
  }
  throw new Error(`${file} was opened`);
}

describe('the campaign file', () => {
  it('is a real SQLite file in WAL mode with the schema version and our application id', async () => {
    env = tempService();
    const s = await env.api['campaign.openDemo']({});
    env.service.close();
    const db = new Database(s.file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(db.prepare('SELECT count(*) AS n FROM game').get()).toEqual({ n: 1 });
    db.close();
  });

  it('keeps every command across closing and reopening, and undo/redo survive too', async () => {
    env = tempService();
    const s = await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
    await env.api['command.execute']({ command: { type: 'unit.setSteps', unit: 'ax-11pz-15', steps: 2 } });
    await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    const undone = await env.api['history.undo']({});
    expect(undone.redo).toBe('advance to the next phase, leaving the supply phase unapplied');
    expect(undone.clockText).toContain('Supply Phase');
    env.service.close();
    const reopened = await env.api['campaign.open']({ file: s.file });
    expect(reopened.commands).toBe(2);
    expect(reopened.redo).toBe('advance to the next phase, leaving the supply phase unapplied');
    const hex = await env.api['hex.inspect']({ hex: '2012' });
    expect(hex.units.map((u) => [u.id, u.steps])).toContainEqual(['ax-11pz-15', 2]);
    const redone = await env.api['history.redo']({});
    expect(redone.clockText).toBe('Turn 1 (Jul I 42), Axis Reaction Phase (the non-phasing player)');
  });

  it('a new command after an undo drops the undone one from redo, but keeps it in the log', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
    await env.api['history.undo']({});
    const s = await env.api['command.execute']({ command: { type: 'unit.setMode', unit: 'ax-11pz-15', mode: 'move' } });
    expect(s.redo).toBeNull();
    await env.api['history.undo']({});
    const again = await env.api['campaign.summary']({});
    expect(again?.redo).toBe('put 11 Pz: 15 Pz Rgt in move mode');
    const log = env.service.toCampaign(env.service.current()).log;
    expect(log.map((l) => l.status)).toEqual(['discarded', 'undone']);
  });

  it('runs migrations in one transaction: a failing migration leaves the file at its old version', () => {
    env = tempService();
    const file = join(env.dir, 'm.qmc');
    const db = new Database(file);
    const broken = [
      ...MIGRATIONS,
      () => {
        throw new Error('boom');
      },
    ];
    expect(() => migrate(db, broken)).toThrow('boom');
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'commands'").get()).toEqual({ n: 0 });
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('opens the fixture written by schema version 3, with its ledger', async () => {
    env = tempService();
    const file = join(env.dir, 'v3.qmc');
    copyFileSync('test/fixtures/schema-v3.qmc', file);
    const s = await env.api['campaign.open']({ file });
    expect(s.commands).toBe(4);
    const ledger = await env.api['ledger.list']({ side: 'axis' });
    const rows = ledger.lines.filter((l) => l.seq !== null).map((l) => [l.dump, l.reason, l.amount, l.dumpBalance]);
    expect(rows).toEqual([
      ['dump-7', 'received', 12, 12],
      ['ax-dump-1', 'adjusted', 7 - 40, 7],
    ]);
  });

  it('migration 3 fills the ledger from a log written before it, and undo takes a row out of the ledger', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    const file = env.service.current().store.file;
    await env.api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
    await env.api['command.execute']({ command: { type: 'dump.setAmount', dump: 'ax-dump-2', amount: 3 } });
    const before = (await env.api['ledger.list']({})).lines;
    expect(before.some((l) => l.reason === 'eating')).toBe(true);
    await env.api['campaign.close']({});
    // the same file as schema 2 wrote it: no ledger table
    const db = new Database(file);
    db.exec('DROP TABLE ledger');
    db.pragma('user_version = 2');
    db.close();
    await env.api['campaign.open']({ file });
    const after = (await env.api['ledger.list']({})).lines;
    const key = (l: (typeof before)[number]) => [
      l.seq,
      l.dump,
      l.reason,
      l.amount,
      l.dumpBalance,
      l.sideBalance,
      l.turn,
      l.phase,
    ];
    expect(after.map(key)).toEqual(before.map(key));
    // every balance is the dump's amount now
    for (const d of env.service.current().state.dumps)
      expect(after.filter((l) => l.dump === d.id).at(-1)?.dumpBalance ?? 0).toBe(d.amount);
    await env.api['history.undo']({});
    expect((await env.api['ledger.list']({})).lines.length).toBe(after.length - 1);
  });

  it('opens the fixture written by schema version 2', async () => {
    env = tempService();
    const file = join(env.dir, 'v2.qmc');
    copyFileSync('test/fixtures/schema-v2.qmc', file);
    const s = await env.api['campaign.open']({ file });
    expect(s.commands).toBe(2);
    expect(s.clockText).toBe('Turn 1 (Jul I 42), Axis Movement Phase: Movement Segment');
  });

  it('opens the fixture written by schema version 1, migrating it forward', async () => {
    env = tempService();
    const file = join(env.dir, 'v1.qmc');
    copyFileSync('test/fixtures/schema-v1.qmc', file);
    const s = await env.api['campaign.open']({ file });
    expect(s.name).toBe('Operation Quartermaster — demo campaign');
    expect(s.commands).toBe(2);
    expect((await env.api['hex.inspect']({ hex: '2012' })).units.some((u) => u.id === 'ax-11pz-15')).toBe(true);
    // fields added to the formats since schema 1 get their defaults (none of this file's data is lost)
    expect(env.service.current().game.arAdjustments).toEqual({});
    expect(env.service.current().state.rules.ocs.pendingAttrition).toEqual([]);
    expect((await env.api['supply.preview']({ side: 'soviet' })).units).toHaveLength(18);
    env.service.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'commands_by_status'").get()).toEqual({
      n: 1,
    });
    db.close();
  });

  it('refuses a text file, another SQLite database, a newer version and a damaged file — and never writes to them', async () => {
    env = tempService();
    const text = join(env.dir, 'notes.qmc');
    writeFileSync(text, 'Turn 3: 2/5 Pz out of supply at 1207. '.repeat(10));
    const other = join(env.dir, 'other.db');
    const o = new Database(other);
    o.exec('CREATE TABLE t (x)');
    o.close();
    const s = await env.api['campaign.openDemo']({});
    env.service.close();
    const newer = join(env.dir, 'newer.qmc');
    copyFileSync(s.file, newer);
    const n = new Database(newer);
    n.pragma('user_version = 99');
    n.close();
    const damaged = join(env.dir, 'damaged.qmc');
    copyFileSync(s.file, damaged);
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 2);
    closeSync(fd);

    const cases: Array<[string, string, RegExp]> = [
      [text, 'not-sqlite', /notes\.qmc is not a Quartermaster campaign \(it is not an SQLite database\)/],
      [other, 'not-campaign', /other\.db is an SQLite database, but not a Quartermaster campaign/],
      [
        newer,
        'newer-version',
        new RegExp(
          `newer\\.qmc was saved by a newer Quartermaster \\(campaign schema 99; this version reads up to ${SCHEMA_VERSION}\\)`,
        ),
      ],
      [damaged, 'damaged', /damaged\.qmc is damaged: .*It was not changed/s],
      [join(env.dir, 'missing.qmc'), 'not-found', /missing\.qmc: no such file/],
    ];
    for (const [file, problem, message] of cases) {
      const before = problem === 'not-found' ? '' : hash(file);
      const e = refusal(file);
      expect(e.problem, file).toBe(problem);
      expect(e.message).toMatch(message);
      if (before) expect(hash(file), `${file} unchanged`).toBe(before);
      await expect(env.api['campaign.open']({ file })).rejects.toThrow(message);
    }
  });

  it('a refused command changes nothing in the file', async () => {
    env = tempService();
    const s = await env.api['campaign.openDemo']({});
    await expect(
      env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '4999' } }),
    ).rejects.toThrow('"4999" is not a hex on this map (expected a hex id such as 0101)');
    await expect(
      env.api['command.execute']({ command: { type: 'unit.setSteps', unit: 'ax-11pz-15', steps: 7 } }),
    ).rejects.toThrow('11 Pz: 15 Pz Rgt has only 3 steps printed; 7 is too many');
    expect((await env.api['campaign.summary']({}))?.commands).toBe(0);
    env.service.close();
    const db = new Database(s.file, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM commands').get()).toEqual({ n: 0 });
    db.close();
  });

  it('opens read-only and refuses changes', async () => {
    env = tempService();
    const s = await env.api['campaign.openDemo']({});
    env.service.close();
    const ro = await env.api['campaign.open']({ file: s.file, readOnly: true });
    expect(ro.readOnly).toBe(true);
    await expect(env.api['command.execute']({ command: { type: 'clock.advance' } })).rejects.toThrow(
      /read-only; nothing was changed/,
    );
  });
});
