import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli.js';
import { tempService, DEMO_CAMPAIGN } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the command-line tool', () => {
  it('round-trips the demo campaign through JSON with no difference', async () => {
    env = tempService();
    const file = join(env.dir, 'demo.qmc');
    const json = join(env.dir, 'demo.json');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', file)).code).toBe(0);
    const r = await cli('export', file, '--out', json);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual(JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')));
  });

  it('round-trips a campaign with a log (done and undone commands) and keeps its state', async () => {
    env = tempService();
    const a = await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' } });
    await env.api['command.execute']({ command: { type: 'dump.setAmount', dump: 'sv-dump-2', amount: 7 } });
    await env.api['history.undo']({});
    env.service.close();
    const json1 = join(env.dir, 'a.json');
    const file2 = join(env.dir, 'b.qmc');
    const json2 = join(env.dir, 'b.json');
    expect((await cli('export', a.file, '--out', json1)).code).toBe(0);
    expect((await cli('import', json1, '--out', file2)).code).toBe(0);
    expect((await cli('export', file2, '--out', json2)).code).toBe(0);
    expect(readFileSync(json2, 'utf8')).toBe(readFileSync(json1, 'utf8'));
    const s = await env.api['campaign.open']({ file: file2 });
    expect(s.redo).toBe('change dump sv-dump-2');
    expect((await env.api['hex.inspect']({ hex: '3010' })).units.map((u) => u.id)).toEqual(['sv-tb-1']);
  });

  it('info describes a campaign file without changing it', async () => {
    const r = await cli('info', 'test/fixtures/schema-v1.qmc');
    expect(r.code).toBe(0);
    expect(r.out).toContain('map:       48 x 34 hexes, flat-top');
    expect(r.out).toContain('now:       Turn 1 (Jul I 42), Axis Movement Phase');
    expect(r.out).toMatch(/Axis: +19 units, 3 dumps holding 17 SP/);
  });

  it('errors go to stderr with exit code 1 and name the problem', async () => {
    env = tempService();
    let r = await cli('info', join(env.dir, 'missing.qmc'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/missing\.qmc: no such file/);
    r = await cli('import', DEMO_CAMPAIGN);
    expect(r.code).toBe(1);
    expect(r.err).toContain('import: --out <file> is required');
    r = await cli('frobnicate');
    expect(r.err).toContain('unknown verb "frobnicate"');
    r = await cli('import', 'package.json', '--out', join(env.dir, 'x.qmc'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('package.json is not a campaign');
  });
});
