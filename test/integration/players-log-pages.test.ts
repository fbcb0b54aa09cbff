import { get } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SideLogEntry } from '../../shared/view/side-view.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { SseReader } from '../helpers/sse-reader.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService> | undefined;
let reader: SseReader | undefined;
afterEach(async () => {
  reader?.close();
  if (env) await env.api['players.stop']({});
  env?.cleanup();
  env = undefined;
});

function fetchText(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('a player pages back past the latest 300 commands of the log', () => {
  it('gets every entry of its own side from the start, a page at a time, and none of the other side’s', async () => {
    env = tempService();
    const { file, secrets } = fogCampaign(env.dir);
    const api = env.api;
    await api['campaign.import']({ jsonFile: file, file: join(env.dir, 'fog.qmc') });
    // first its own move, a step lost by an enemy unit far away (not its business), its own supply;
    // then a long evening
    await api['command.execute']({ command: { type: 'unit.move', unit: secrets.axis[0]!, hex: '2012' } });
    await api['command.execute']({ command: { type: 'unit.setSteps', unit: secrets.soviet[0]!, steps: 0 } });
    await api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
    for (let k = 0; k < 320; k++)
      await api['command.execute']({ command: { type: 'campaign.setDice', dice: k % 2 ? 'app' : 'referee' } });

    const status = await api['players.start']({ host: '127.0.0.1' });
    const link = status.links.find((l) => l.side === 'axis')!.url!;
    const [origin, token] = link.split('/#') as [string, string];
    reader = new SseReader(`${origin}/events?token=${token}`);
    await reader.waitFor(() => reader!.views().length > 0);
    const view = reader.views()[0]!;
    const first = view.log[0]!.seq;
    expect(first).toBeGreaterThan(3); // the move is older than the view's log

    const page = async (before: number) => {
      const r = await fetchText(`${origin}/log?token=${token}&before=${before}`);
      expect(r.status).toBe(200);
      for (const s of secrets.soviet) expect(r.body).not.toContain(s);
      return JSON.parse(r.body) as { entries: SideLogEntry[]; before: number | null };
    };
    const older = await page(first);
    expect(older.before).toBeNull(); // fewer than a page of commands before it: the start of the log
    const seqs = [...older.entries, ...view.log].map((e) => e.seq);
    expect(seqs.slice(0, 3)).toEqual([1, 3, 4]); // its move and supply; the enemy's loss left out
    expect(seqs).toEqual([1, ...Array.from({ length: 321 }, (_, k) => k + 3)]);
    expect(older.entries[0]!.lines.join(' ')).toContain('2012');

    // a full page says where the one before it starts
    const full = await page(301);
    expect(full.before).toBe(1);
    expect(full.entries.at(-1)!.seq).toBe(300);
    expect(await page(1)).toEqual({ entries: [], before: null });

    expect((await fetchText(`${origin}/log?token=wrong&before=5`)).status).toBe(401);
    expect((await fetchText(`${origin}/log?token=${token}&before=abc`)).status).toBe(400);
  });
});
