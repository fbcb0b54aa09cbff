import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebBridge, type WebBridge } from '../../src-main/web.js';
import { bigBoardModule } from '../helpers/hostile-vassal.js';
import { tempService } from '../helpers/temp-service.js';
import { buildSave } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands } from '../helpers/vassal-scenario.js';

/**
 * A long import runs in a worker thread: the bridge answers other calls meanwhile, shows the job's
 * progress, and Cancel stops it leaving no file behind.
 */
let env: ReturnType<typeof tempService>;
let bridge: WebBridge;
let vmod: string;
let vsav: string;
let mapping: unknown;

async function call<T>(name: string, body: unknown): Promise<{ ok: boolean; value: T; error?: { message: string } }> {
  const r = await fetch(`http://127.0.0.1:${bridge.port}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bridge.token}` },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { ok: boolean; value: T; error?: { message: string } };
}

type Progress = { jobs: Array<{ id: number; kind: string; what: string }> };

async function untilJob(): Promise<Progress['jobs'][number]> {
  for (let k = 0; k < 400; k++) {
    const p = await call<Progress>('work.progress', {});
    if (p.value.jobs.length) return p.value.jobs[0]!;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the import never showed as a job`);
}

beforeAll(async () => {
  env = tempService();
  env.service.openDemo();
  const site = mkdtempSync(join(tmpdir(), 'qm-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>');
  bridge = await startWebBridge({ handlers: env.service.handlers, staticDir: site });
  vmod = join(env.dir, 'big.vmod');
  vsav = join(env.dir, 'big.vsav');
  // a board picture of 200 MB: seconds of reading, copying and writing
  writeFileSync(vmod, bigBoardModule(200));
  writeFileSync(vsav, buildSave(MODULE_NAME, scenarioCommands()));
  // the wizard's first step, as the renderer takes it: the preview gives the mapping to import with
  const preview = await call<{ mapping: unknown }>('vassal.preview', { module: vmod, save: vsav });
  mapping = preview.value.mapping;
}, 60_000);
afterAll(async () => {
  await bridge.close();
  env.cleanup();
});

describe('long jobs off the main thread', () => {
  it('the bridge answers state.get while an import runs, and the import still completes', async () => {
    const out = join(env.dir, 'big.qmc');
    const importing = call<{ units: number }>('vassal.import', { module: vmod, save: vsav, mapping, file: out });
    const job = await untilJob();
    expect(job.kind).toBe('vassal.import');
    const t0 = performance.now();
    const state = await call<{ units: unknown[] }>('state.get', {});
    const answeredMs = performance.now() - t0;
    expect(state.ok).toBe(true);
    expect(answeredMs).toBeLessThan(1000);
    // answered while the job was still running
    expect((await call<Progress>('work.progress', {})).value.jobs.map((j) => j.id)).toContain(job.id);
    const done = await importing;
    expect(done.error?.message).toBeUndefined();
    expect(done.value.units).toBeGreaterThan(0);
    expect(readdirSync(env.dir)).toContain('big.qmc');
  }, 120_000);

  it('Cancel stops the import and leaves nothing behind: no campaign, no staging folder', async () => {
    const before = readdirSync(env.dir).sort();
    const importing = call('vassal.import', {
      module: vmod,
      save: vsav,
      mapping,
      file: join(env.dir, 'cancelled.qmc'),
    });
    const job = await untilJob();
    expect((await call<{ cancelled: boolean }>('work.cancel', { id: job.id })).value.cancelled).toBe(true);
    const r = await importing;
    expect(r.ok).toBe(false);
    expect(r.error!.message).toMatch(/cancelled: the import stopped, and nothing was written/);
    expect(readdirSync(env.dir).sort()).toEqual(before);
    expect((await call<Progress>('work.progress', {})).value.jobs).toEqual([]);
  }, 120_000);
});
