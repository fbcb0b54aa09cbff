import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/engine/dice.js';
import { CoReferee } from '../../src-main/relay/co-referee.js';
import type { RelayServer } from '../../src-main/relay/relay-connection.js';
import { campaignBody } from '../../src-main/service/file-handlers.js';
import { tempService } from '../helpers/temp-service.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { connectRelay } from '../../src-main/relay/relay-connection.js';
import { readViews } from '../../src-main/relay/view-streams.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';

/**
 * Two referees' apps (each also publishing the sides' views for remote players), each a process of its own with its own .qmc, give COMMANDS commands each
 * through one nats-server, while either app or the server is killed with SIGKILL at moments drawn
 * from a seed (QUARTERMASTER_RELAY_SEED=<seed> replays them). At the end no acknowledged command
 * is missing from either file, both files export the same campaign, and each side's stream holds
 * none of the other side's secrets (the campaign's ids and amounts made unique sentinels).
 */
const COMMANDS = Number(process.env.QUARTERMASTER_RELAY_COMMANDS ?? 1000);
const KILLS = Number(process.env.QUARTERMASTER_RELAY_KILLS ?? 12);
const SEED = Number(process.env.QUARTERMASTER_RELAY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const replay = `seed ${SEED}: QUARTERMASTER_RELAY_SEED=${SEED} replays these kills`;
const WRITER = 'test/crash/co-referee-writer.mjs';
const BASE = { a: 100_000, b: 200_000 } as const;
type Who = keyof typeof BASE;

const a = tempService();
const b = tempService();
let nats: TestNats | undefined;
afterAll(async () => {
  a.cleanup();
  b.cleanup();
  await nats?.stop();
});

describe('co-referees through kills of either app and of the server', () => {
  it(`loses no acknowledged command and ends with identical files (${COMMANDS} commands each, ${KILLS} kills)`, async () => {
    if (!existsSync('build/main/src-main/relay/co-referee.js'))
      throw new Error('build/main is missing: run `npm run build` first (npm test does)');
    nats = await startNats();
    const server = (k: number): RelayServer => ({
      url: nats!.url,
      credentials: nats!.club.referees[k]!,
      campaign: 'test',
    });
    const files = { a: join(a.dir, 'a.qmc'), b: join(b.dir, 'b.qmc') };
    const { file: fog, secrets } = fogCampaign(a.dir);
    await a.api['campaign.import']({ jsonFile: fog, file: files.a });
    const units = a.service.current().state.units;
    const unitOf = (side: string) => units.find((u) => u.side === side && u.type !== 'hq')!.id;
    await (await CoReferee.share(a.service, server(0))).close();
    a.service.saveCopy(files.b);
    a.service.close();

    // both referees done, or one failed: what the test waits for once the kills are over
    let ended = () => {};
    const end = new Promise<void>((resolve) => (ended = resolve));
    const acked: Record<Who, number> = { a: -1, b: -1 };
    // the commands acknowledged, and those refused (with the reason: an answer too, never a loss)
    const ackedSet: Record<Who, Set<number>> = { a: new Set(), b: new Set() };
    const refusals: string[] = [];
    const finished: Record<Who, boolean> = { a: false, b: false };
    const children: Partial<Record<Who, ChildProcess>> = {};
    // each app's end, once its output is read to the last line: a killed app's last acknowledgements
    // may still sit in the pipe when it exits, and the next one must start after them
    const closed: Partial<Record<Who, Promise<void>>> = {};
    const kills: Record<Who | 'server', number> = { a: 0, b: 0, server: 0 };
    let failure: Error | undefined;
    const run = (who: Who) => {
      const o = {
        file: files[who],
        dataDir: join(who === 'a' ? a.dir : b.dir, 'data'),
        server: server(who === 'a' ? 0 : 1),
        who,
        from: acked[who] + 1,
        count: COMMANDS,
        base: BASE[who],
        unit: unitOf(who === 'a' ? 'axis' : 'soviet'),
      };
      const child = spawn(process.execPath, [WRITER, JSON.stringify(o)], { stdio: ['ignore', 'pipe', 'pipe'] });
      children[who] = child;
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const lines = out.split('\n');
        out = lines.pop()!;
        for (const l of lines) {
          if (l.startsWith('ack ')) {
            acked[who] = Number(l.slice(4));
            ackedSet[who].add(acked[who]);
          }
          if (l.startsWith('refused ')) {
            acked[who] = Number(l.split(' ')[1]);
            refusals.push(`${who}: ${l}`);
          }
          if (l === 'done') {
            finished[who] = true;
            if (finished.a && finished.b) ended();
          }
        }
      });
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      closed[who] = new Promise<void>((r) => child.once('close', () => r()));
      child.on('close', (code, signal) => {
        if (signal !== 'SIGKILL' && code !== 0) {
          failure = new Error(`referee ${who} stopped (${code}; ${replay}): ${err}`);
          ended();
        }
      });
    };
    run('a');
    run('b');

    const rng = mulberry32(SEED);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const deadline = Date.now() + 20 * 60_000;
    while (
      !(finished.a && finished.b) &&
      !failure &&
      Date.now() < deadline &&
      kills.a + kills.b + kills.server < KILLS
    ) {
      await sleep(300 + rng() * 2_500);
      const target = (['a', 'b', 'server'] as const)[Math.floor(rng() * 3)]!;
      if (target === 'server') {
        await nats.kill();
        await sleep(rng() * 1_000);
        await nats.start();
      } else {
        const child = children[target]!;
        if (finished[target]) continue;
        child.kill('SIGKILL');
        await closed[target];
        run(target);
      }
      kills[target]++;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([end, new Promise((r) => (timer = setTimeout(r, Math.max(0, deadline - Date.now()))))]);
    clearTimeout(timer);
    if (failure) throw failure;
    expect(finished, `both referees finished within 20 minutes (${replay})`).toEqual({ a: true, b: true });

    // both files brought up to the stream's end, as each app does when it joins again
    await a.api['campaign.open']({ file: files.a });
    await b.api['campaign.open']({ file: files.b });
    const ra = await CoReferee.join(a.service, server(0));
    const rb = await CoReferee.join(b.service, server(1));
    await ra.close();
    await rb.close();
    const exported = (t: typeof a) => JSON.stringify({ ...campaignBody(t.service.current().store), name: '' });
    expect(exported(a) === exported(b), `both files export the same campaign (${replay})`).toBe(true);

    // every acknowledged dump is in the file; one given again after its app was killed before the
    // answer may be there twice (it was never acknowledged the first time), nothing more
    const amounts = new Map<number, number>();
    for (const d of a.service.current().state.dumps) amounts.set(d.amount, (amounts.get(d.amount) ?? 0) + 1);
    for (const who of ['a', 'b'] as const) {
      const missing: number[] = [];
      let twice = 0;
      for (const n of ackedSet[who]) {
        if (n % 10 === 9) continue;
        const k = amounts.get(BASE[who] + n) ?? 0;
        if (k === 0) missing.push(n);
        if (k > 1) twice += k - 1;
      }
      expect(missing, `referee ${who}'s acknowledged commands missing (${replay})`).toEqual([]);
      // a new dump is never refused by the rules: only by the other referee appending first, again and again
      const dumpsRefused = refusals.filter((r) => r.startsWith(`${who}:`) && Number(r.split(' ')[2]) % 10 !== 9);
      expect(
        dumpsRefused.every((r) => /kept appending/.test(r)),
        `${dumpsRefused.join('\n')} (${replay})`,
      ).toBe(true);
      expect(twice, `referee ${who}'s commands given twice (${replay})`).toBeLessThanOrEqual(kills[who]);
    }

    // each side's stream, read with the side's own user as its player's page does
    for (const [side, other] of [
      ['axis', 'soviet'],
      ['soviet', 'axis'],
    ] as const) {
      const credentials = nats.club.sides.find((s) => s.side === side)!;
      const nc = await connectRelay({ url: nats.url, credentials, campaign: 'test' }, { reconnect: false });
      const bytes = (await readViews(nc, 'test', side, 100_000)).join('\n');
      await nc.close();
      const leaked = secrets[other].filter((x) => bytes.includes(x));
      expect(leaked, `the ${side} stream holds the ${other} side's secrets (${replay})`).toEqual([]);
      expect(bytes, `the ${side} stream holds its own side's view`).toContain(secrets[side][0]);
    }
    console.log(
      `relay faults: ${COMMANDS} commands each, ${ackedSet.a.size + ackedSet.b.size} acknowledged, ${refusals.length} refused, kills ${JSON.stringify(kills)}, 0 acknowledged lost, files identical (${replay})`,
    );
  }, 1_500_000);
});
