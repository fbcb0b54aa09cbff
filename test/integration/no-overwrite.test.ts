import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignFileError } from '../../src-main/store/campaign-file-error.js';
import { createExclusive } from '../../src-main/store/create-exclusive.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** Export, archive and Save a Copy As never replace a file carelessly; creation is exclusive. */
const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('no careless overwrite', () => {
  it('export never replaces its own campaign, any campaign file, or (without --force) any file', async () => {
    env = tempService();
    const a = join(env.dir, 'a.qmc');
    const b = join(env.dir, 'b.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', a)).code).toBe(0);
    expect((await cli('import', DEMO_CAMPAIGN, '--out', b)).code).toBe(0);
    const [ha, hb] = [hash(a), hash(b)];
    for (const force of [[], ['--force']]) {
      const self = await cli('export', a, '--out', a, ...force);
      expect(self.code).toBe(1);
      expect(self.err).toMatch(/a\.qmc is the open campaign; it is never replaced/);
      const other = await cli('export', a, '--out', b, ...force);
      expect(other.code).toBe(1);
      expect(other.err).toMatch(/b\.qmc is a campaign file; Quartermaster never replaces a campaign file/);
    }
    expect([hash(a), hash(b)]).toEqual([ha, hb]);

    const json = join(env.dir, 'a.json');
    writeFileSync(json, 'my notes');
    const refused = await cli('export', a, '--out', json);
    expect(refused.err).toMatch(/a\.json already exists; choose another name, or confirm to replace it \(--force/);
    expect(readFileSync(json, 'utf8')).toBe('my notes');
    expect((await cli('export', a, '--out', json, '--force')).code).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8')).format).toBe('quartermaster-campaign');
    expect(readdirSync(env.dir).filter((f) => f.includes('.partial-'))).toEqual([]);
  });

  it('archive refuses both files before writing either, and replaces them only with --force', async () => {
    env = tempService();
    const a = join(env.dir, 'a.qmc');
    await cli('import', DEMO_CAMPAIGN, '--out', a);
    const out = join(env.dir, 'arch');
    expect((await cli('archive', a, '--out', out)).code).toBe(0);
    const html = join(out, 'a.report.html');
    writeFileSync(html, 'kept');
    const again = await cli('archive', a, '--out', out);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/a\.campaign\.json already exists/);
    expect(readFileSync(html, 'utf8')).toBe('kept');
    expect((await cli('archive', a, '--out', out, '--force')).code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('<html');
  });

  it('Save a Copy As and the bridge export refuse the open campaign and campaign files even when forced', async () => {
    env = tempService();
    const s = await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    const other = join(env.dir, 'other.qmc');
    await env.api['campaign.saveCopy']({ out: other });
    const before = hash(other);
    await expect(env.api['campaign.export']({ out: s.file, force: true })).rejects.toThrow('is the open campaign');
    await expect(env.api['campaign.saveCopy']({ out: other, force: true })).rejects.toThrow('is a campaign file');
    await expect(env.api['campaign.export']({ out: other, force: true })).rejects.toThrow('is a campaign file');
    expect(hash(other)).toBe(before);
    expect((await env.api['campaign.summary']({}))?.commands).toBe(1);
    const notes = join(env.dir, 'notes.txt');
    writeFileSync(notes, 'x');
    await expect(env.api['campaign.saveCopy']({ out: notes })).rejects.toThrow('already exists');
    expect((await env.api['campaign.saveCopy']({ out: notes, force: true })).out).toBe(notes);
    await env.api['campaign.open']({ file: notes });
    expect((await env.api['campaign.summary']({}))?.commands).toBe(1);
  });
});

describe('atomic, exclusive creation', () => {
  it('of two creators racing for one name exactly one wins; the other is told the name is taken', () => {
    env = tempService();
    const file = join(env.dir, 'race.qmc');
    // the second creator starts after the first checked the name and before it finished
    let inner: unknown;
    const outer = () =>
      createExclusive(file, (partial) => {
        writeFileSync(partial, 'first');
        try {
          createExclusive(file, (p2) => writeFileSync(p2, 'second'));
        } catch (e) {
          inner = e;
        }
      });
    expect(outer).toThrow(/race\.qmc already exists; choose another name/);
    expect(inner).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(readdirSync(env.dir).filter((f) => f.includes('.partial-'))).toEqual([]);
  });

  it('two import processes to one new name: one "created", one refused, and the file is one whole campaign', async () => {
    env = tempService();
    const file = join(env.dir, 'same.qmc');
    const run = () =>
      new Promise<{ code: number; err: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src-main/cli.ts', 'import', DEMO_CAMPAIGN, '--out', file],
          {
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        );
        let err = '';
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        child.on('exit', (code) => resolve({ code: code ?? -1, err }));
      });
    const results = await Promise.all([run(), run()]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    // the loser hears of the name taken, either as the race is lost or from the guard once the file is there
    expect(results.find((r) => r.code === 1)!.err).toMatch(
      /same\.qmc (already exists; choose another name|is a campaign file; .*Choose another name)/,
    );
    const info = await cli('info', file);
    expect(info.code).toBe(0);
    expect(readdirSync(env.dir).filter((f) => f.includes('.partial-'))).toEqual([]);
  }, 60_000);

  it('the next import into a folder removes the partial files a killed import left there', async () => {
    env = tempService();
    // a process id that is not running: the largest possible one
    const dead = join(env.dir, 'x.qmc.partial-4194304');
    writeFileSync(dead, 'half a campaign');
    writeFileSync(`${dead}-wal`, '');
    const live = join(env.dir, `y.qmc.partial-${process.ppid}-abcd`);
    writeFileSync(live, 'still being written');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', join(env.dir, 'z.qmc'))).code).toBe(0);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(`${dead}-wal`)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('New from a game is created exclusively too', async () => {
    env = tempService();
    const file = join(env.dir, 'new.qmc');
    writeFileSync(file, 'taken');
    const game = join(env.dir, 'game.json');
    writeFileSync(game, JSON.stringify(JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')).game));
    await expect(env.api['campaign.newFromGame']({ gameFile: game, file })).rejects.toThrow(
      /new\.qmc already exists; choose another name/,
    );
    expect(readFileSync(file, 'utf8')).toBe('taken');
    expect(() => createExclusive(file, () => undefined)).toThrow(CampaignFileError);
  });
});
