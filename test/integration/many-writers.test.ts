import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** Any number of processes write one campaign file; none writes from stale state. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

function writer(file: string, who: 'a' | 'b', count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/writer-process.ts', file, join(env.dir, `data-${who}`), who, String(count)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let acks = 0;
    let err = '';
    child.stdout.on('data', (c: Buffer) => (acks += (c.toString().match(/^ack /gm) ?? []).length));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(acks) : reject(new Error(`writer ${who} failed: ${err}`))));
  });
}

describe('two processes writing one file', () => {
  it('1,000 commands interleaved: nothing lost or duplicated, every ledger balance equals its dump', async () => {
    env = tempService();
    const file = join(env.dir, 'shared.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', file)).code).toBe(0);
    const [a, b] = await Promise.all([writer(file, 'a', 500), writer(file, 'b', 500)]);
    expect(a + b).toBe(1000);

    const db = new Database(file, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const types = db.prepare("SELECT type, count(*) AS n FROM commands WHERE status = 'done' GROUP BY type").all();
    expect(types).toEqual([
      { type: 'dump.create', n: 500 },
      { type: 'unit.move', n: 500 },
    ]);
    // the two writers' commands really interleave in the log
    const order = db.prepare('SELECT payload FROM commands ORDER BY seq').pluck().all() as string[];
    const switches = order.filter((p, k) => k > 0 && p.includes('axis') !== order[k - 1]!.includes('axis')).length;
    expect(switches).toBeGreaterThan(10);
    db.close();

    const s = await env.api['campaign.open']({ file });
    expect(s.commands).toBe(1000);
    const state = env.service.current().state;
    const ids = state.dumps.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(6 + 500);
    expect(new Set(state.units.map((u) => u.id)).size).toBe(state.units.length);
    // each writer's last move stands: 250 moves each, alternating, the last to the second hex
    expect(state.units.find((u) => u.id === 'ax-11pz-15')?.hex).toBe('2013');
    expect(state.units.find((u) => u.id === 'sv-tb-1')?.hex).toBe('3011');
    const ledger = (await env.api['ledger.list']({})).lines;
    for (const d of state.dumps)
      expect(ledger.filter((l) => l.dump === d.id).at(-1)?.dumpBalance ?? 0, d.id).toBe(d.amount);
  }, 180_000);
});
