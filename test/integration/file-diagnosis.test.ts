import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_ID } from '../../src-main/store/file-header.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** A campaign is a campaign, and every refusal says what is wrong. */
const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
let env: ReturnType<typeof tempService>;
afterEach(() => {
  if (env) chmodSync(env.dir, 0o755);
  env?.cleanup();
});

async function campaign(name: string, moves = 2): Promise<string> {
  const file = join(env.dir, name);
  await cli('import', DEMO_CAMPAIGN, '--out', file);
  for (let k = 0; k < moves; k++)
    await cli('do', file, `{"type":"unit.move","unit":"ax-11pz-15","hex":"${['2012', '2013'][k % 2]}"}`);
  return file;
}

function edit(file: string, sql: string) {
  const db = new Database(file);
  db.exec(sql);
  db.close();
}

describe('a campaign is a campaign', () => {
  it('an SQLite file with our application id but user_version 0 is refused and never written to', async () => {
    env = tempService();
    const file = join(env.dir, 'foreign.qmc');
    const db = new Database(file);
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.exec('CREATE TABLE notes (x)');
    db.close();
    const before = hash(file);
    await expect(env.api['campaign.open']({ file })).rejects.toThrow(/no campaign schema \(user_version 0\)/);
    const r = await cli('do', file, '{"type":"clock.advance"}');
    expect(r.err).toMatch(/foreign\.qmc is not a Quartermaster campaign/);
    expect(r.err).not.toMatch(/internal/);
    expect(hash(file)).toBe(before);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(new Database(file, { readonly: true }).pragma('journal_mode', { simple: true })).toBe('delete');
  });

  it('a campaign without its tables is refused, the missing table named', async () => {
    env = tempService();
    const file = await campaign('c.qmc', 0);
    edit(file, 'DROP TABLE ledger; DROP TABLE snapshots');
    const before = hash(file);
    await expect(env.api['campaign.open']({ file })).rejects.toThrow(
      /c\.qmc is damaged: the campaign tables snapshots, ledger are missing/,
    );
    expect(hash(file)).toBe(before);
  });

  it("a damaged page is named by its table and what the table holds, not by SQLite's tree number", async () => {
    env = tempService();
    const file = await campaign('p.qmc');
    const db = new Database(file);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const root = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'events'").pluck().get() as number;
    const size = db.pragma('page_size', { simple: true }) as number;
    db.close();
    // the events table's first page overwritten, as a failing disk might
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(size, 0x5a), 0, size, (root - 1) * size);
    closeSync(fd);
    const before = hash(file);
    await expect(env.api['campaign.open']({ file })).rejects.toThrow(
      /p\.qmc is damaged: the damage is in the table events \(the log's events\)/,
    );
    const r = await cli('info', file);
    expect(r.err).toMatch(/the damage is in the table events \(the log's events\)/);
    expect(r.err).toMatch(/It was not changed; restore it from a backup/);
    expect(hash(file)).toBe(before);
  });

  it('a folder is "a folder, not a campaign file"', async () => {
    env = tempService();
    await expect(env.api['campaign.open']({ file: env.dir })).rejects.toThrow(
      `${env.dir} is a folder, not a campaign file`,
    );
  });
});

describe('damage is named: the table, the row and what is wrong', () => {
  const cases: Array<[string, string, RegExp]> = [
    [
      'a setup that is not JSON',
      'UPDATE setup SET state = \'{"clock":\'',
      /table setup, row 1 \(the setup\): it is not valid JSON/,
    ],
    [
      'a setup missing its clock',
      "UPDATE setup SET state = json_remove(state, '$.clock')",
      /table setup, row 1 \(the setup\): clock: /,
    ],
    [
      'a game whose map has no columns',
      "UPDATE game SET definition = json_set(definition, '$.map.columns', 'many')",
      /table game, row 1 \(the game definition\): map\.columns: /,
    ],
    [
      'an event that is not JSON',
      "DELETE FROM snapshots; UPDATE events SET payload = 'unit moved' WHERE seq = 2",
      /table events, row \d+ \(of command #2\): it is not valid JSON/,
    ],
    [
      'an event that does not fit the campaign',
      "DELETE FROM snapshots; UPDATE events SET payload = json_set(payload, '$.unit', 'no-such-unit') WHERE seq = 2",
      /the events of command #2 \(unitMoved\): they do not fit the campaign as it stood/,
    ],
    [
      'a snapshot that is not JSON',
      "INSERT OR REPLACE INTO snapshots (seq, state) VALUES (2, '[1, 2')",
      /table snapshots, the row after command #2: it is not valid JSON/,
    ],
  ];
  for (const [what, sql, message] of cases)
    it(what, async () => {
      env = tempService();
      const file = await campaign('d.qmc');
      edit(file, sql);
      const before = hash(file);
      const e = await env.api['campaign.open']({ file }).then(
        () => new Error('opened'),
        (x: Error) => x,
      );
      expect(e.message).toMatch(message);
      expect(e.message).toMatch(/It was not changed/);
      expect(e.message).not.toMatch(/internal error|Cannot read properties|ZodError|"code":/);
      expect(hash(file)).toBe(before);
    });
});

/** Runs the CLI as an ordinary user: root may write any file, so read-only cases need another user. */
function cliAsUser(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const asRoot = process.getuid?.() === 0;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-main/cli.ts', ...argv], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: '/tmp' } } : {}),
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
    // a Node this user may not run (installed under root's home) fails at once, not at the timeout
    child.on('error', (e) => resolve({ code: -1, out, err: String(e) }));
  });
}
const owner = (path: string) => {
  if (process.getuid?.() === 0) chownSync(path, 65534, 65534);
};

describe('a healthy file that cannot be written opens read-only, and is never called damaged', () => {
  const advance = '{"type":"clock.advance"}';
  it('a read-only (0444) file', async () => {
    env = tempService();
    chmodSync(env.dir, 0o755);
    const file = await campaign('ro.qmc');
    chmodSync(file, 0o444);
    const before = hash(file);
    const r = await cliAsUser('do', file, advance);
    expect(r.err).toMatch(/ro\.qmc is read-only \(no permission to write the file\): it is open read-only; nothing/);
    expect(r.err).not.toMatch(/damaged|internal/);
    expect((await cliAsUser('info', file)).out).toMatch(/log: +2 commands/);
    expect(hash(file)).toBe(before);
  }, 30_000);

  it('a file in a read-only folder', async () => {
    env = tempService();
    chmodSync(env.dir, 0o755);
    const dir = join(env.dir, 'shelf');
    mkdirSync(dir);
    const file = join(dir, 'shelf.qmc');
    copyFileSync(await campaign('src.qmc'), file);
    owner(file);
    chmodSync(dir, 0o555);
    const before = hash(file);
    const r = await cliAsUser('do', file, advance);
    expect(r.err).toMatch(/shelf\.qmc is in a read-only folder .*: it is open read-only; nothing was changed/);
    expect(r.err).not.toMatch(/damaged|internal/);
    expect((await cliAsUser('info', file)).out).toMatch(/log: +2 commands/);
    expect(hash(file)).toBe(before);
  }, 30_000);

  it('a leftover write-ahead log this user may not write', async () => {
    env = tempService();
    chmodSync(env.dir, 0o755);
    const dir = join(env.dir, 'wal');
    mkdirSync(dir);
    const file = join(dir, 'w.qmc');
    copyFileSync(await campaign('src.qmc'), file);
    owner(file);
    owner(dir);
    copyFileSync(file, `${file}-wal`); // any leftover: the user may read but not write it
    chmodSync(`${file}-wal`, 0o444);
    const r = await cliAsUser('do', file, advance);
    expect(r.err).toMatch(/w\.qmc has a leftover write-ahead log .*w\.qmc-wal this user may not write/);
    expect(r.err).not.toMatch(/damaged|internal/);
  }, 30_000);
});
