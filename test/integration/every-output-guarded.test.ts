import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** Every path out of the app is as careful as the campaign file: one guard for every file written. */
const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('one guard for every file written', () => {
  it('units --export never writes over a campaign, and over another file only with --force', async () => {
    env = tempService();
    const a = join(env.dir, 'a.qmc');
    const b = join(env.dir, 'b.qmc');
    for (const f of [a, b]) expect((await cli('import', DEMO_CAMPAIGN, '--out', f)).code).toBe(0);
    const [ha, hb] = [hash(a), hash(b)];
    for (const force of [[], ['--force']]) {
      const self = await cli('units', a, '--export', a, ...force);
      expect(self.code).toBe(1);
      expect(self.err).toMatch(/a\.qmc is the open campaign; it is never replaced/);
      const other = await cli('units', a, '--export', b, ...force);
      expect(other.code).toBe(1);
      expect(other.err).toMatch(/b\.qmc is a campaign file/);
    }
    expect([hash(a), hash(b)]).toEqual([ha, hb]);
    const csv = join(env.dir, 'units.csv');
    writeFileSync(csv, 'my own sheet');
    const refused = await cli('units', a, '--export', csv);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/units\.csv already exists; choose another name, or confirm to replace it/);
    expect(readFileSync(csv, 'utf8')).toBe('my own sheet');
    expect((await cli('units', a, '--export', csv, '--force')).code).toBe(0);
    expect(readFileSync(csv, 'utf8')).toMatch(/^id,name,side/);
    expect(readdirSync(env.dir).filter((f) => f.includes('.partial-'))).toEqual([]);
  });

  it("never writes a campaign's -wal or -shm, even with --force, and no acknowledged command is lost", async () => {
    env = tempService();
    const a = join(env.dir, 'a.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', a)).code).toBe(0);
    // a writer holds the campaign open: its acknowledged command lives in the -wal until a checkpoint
    await env.api['campaign.open']({ file: a });
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' } });
    expect(existsSync(`${a}-wal`)).toBe(true);
    const wal = hash(`${a}-wal`);
    for (const companion of [`${a}-wal`, `${a}-shm`, `${a}-journal`]) {
      const r = await cli('export', a, '--out', companion, '--force');
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/belongs to the campaign .*a\.qmc .*it is never written/);
      const u = await cli('units', a, '--export', companion, '--force');
      expect(u.code).toBe(1);
      await expect(env.api['campaign.export']({ out: companion, force: true })).rejects.toThrow(
        /belongs to the campaign/,
      );
    }
    const imported = await cli('import', DEMO_CAMPAIGN, '--out', `${a}-shm`);
    expect(imported.err).toMatch(/belongs to the campaign/);
    expect(hash(`${a}-wal`)).toBe(wal);
    expect(existsSync(`${a}-journal`)).toBe(false);
    env.service.close();
    expect((await cli('log', a)).out).toMatch(/3010/);
  });

  it('the game editor saves over its own file only, never over a campaign', async () => {
    env = tempService();
    const a = join(env.dir, 'a.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', a)).code).toBe(0);
    const game = join(env.dir, 'game.json');
    writeFileSync(game, JSON.stringify(JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')).game));
    await env.api['editor.open']({ file: game });
    expect((await env.api['editor.save']({})).file).toBe(game);
    const before = hash(a);
    await expect(env.api['editor.save']({ file: `${a}-wal` })).rejects.toThrow(/belongs to the campaign/);
    await expect(env.api['editor.save']({ file: a })).rejects.toThrow(/already exists/);
    expect(hash(a)).toBe(before);
    expect(existsSync(`${a}-wal`)).toBe(false);
  });
});

describe('no file is written around the guard', () => {
  it('every write to a file the referee named in src-main goes through output-guard.ts', () => {
    // the files allowed to write directly: the guard and its exclusive half, the app's own settings,
    // a read-only open's private copy in a temporary folder, and scratch files in one (join(dir, …));
    // a write inside a guard's build callback, `(partial) => …`, is the guard's
    const allowed = new Set([
      'service/output-guard.ts',
      'store/create-exclusive.ts',
      'service/recent-files.ts',
      'store/open-check.ts',
      // a long job writes only into its staging folder beside the output; export-jobs.ts puts each
      // file in place through placeOutput, and the pictures folder after its own check (never a file)
      'work/jobs.ts',
      'service/export-jobs.ts',
      // the job worker bundled once into node_modules/.cache: no file the referee named
      'work/worker-module.ts',
    ]);
    const offenders: string[] = [];
    const walk = (dir: string, rel = ''): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) walk(join(dir, e.name), r);
        else if (r.endsWith('.ts') && !r.endsWith('.test.ts') && !allowed.has(r)) {
          readFileSync(join(dir, e.name), 'utf8')
            .split('\n')
            .forEach((line, k) => {
              if (
                /\b(writeFileSync|renameSync|createWriteStream|copyFileSync)\(/.test(line) &&
                !/\(join\(dir,|\(partial\) =>/.test(line)
              )
                offenders.push(`src-main/${r}:${k + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk('src-main');
    expect(offenders).toEqual([]);
  });
});
