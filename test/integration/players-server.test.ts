import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { SideView } from '../../shared/view/side-view.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { SseReader } from '../helpers/sse-reader.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService> | undefined;
const readers: SseReader[] = [];
afterEach(async () => {
  for (const r of readers.splice(0)) r.close();
  if (env) await env.api['players.stop']({});
  env?.cleanup();
  env = undefined;
});

function follow(url: string, headers: Record<string, string> = {}): SseReader {
  const r = new SseReader(url, headers);
  readers.push(r);
  return r;
}

/** a player's link (origin/#token) as the page turns it into its event stream */
const streamOf = (link: string) => link.replace('/#', '/events?token=');

function send(url: string, method: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (e) => reject(new Error(`${method} ${url}: ${e.message}`)));
    req.end(method === 'POST' ? '{"type":"unit.move"}' : undefined);
  });
}

async function start() {
  env = tempService();
  const { file, secrets } = fogCampaign(env.dir);
  await env.api['campaign.import']({ jsonFile: file, file: join(env.dir, 'fog.qmc') });
  const status = await env.api['players.start']({ host: '127.0.0.1' });
  const link = (side: string) => status.links.find((l) => l.side === side)!.url!;
  return { api: env.api, status, link, secrets };
}

describe('players follow their own side through the player server', () => {
  it('sends each side only its own view through a turn, never a secret of the other side', async () => {
    const { api, link, secrets } = await start();
    const axis = follow(streamOf(link('axis')));
    const soviet = follow(streamOf(link('soviet')));
    await axis.waitFor(() => axis.views().length > 0);
    await soviet.waitFor(() => soviet.views().length > 0);
    const first = axis.views()[0] as SideView;
    expect(first.units.every((u) => u.side === 'axis')).toBe(true);
    expect(first.units.length).toBe(19);

    // a turn: supply, a move and its undo, the phases to the Soviet supply phase, attrition
    const axisUnit = first.units.find((u) => u.type !== 'hq')!;
    await api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
    await api['command.execute']({ command: { type: 'unit.move', unit: axisUnit.id, hex: '2012' } });
    await axis.waitFor(() =>
      (axis.views().at(-1) as SideView).units.some((u) => u.id === axisUnit.id && u.hex === '2012'),
    );
    await api['history.undo']({});
    await axis.waitFor(() =>
      (axis.views().at(-1) as SideView).units.some((u) => u.id === axisUnit.id && u.hex === axisUnit.hex),
    );
    for (let k = 0; k < 10; k++) await api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    await api['command.execute']({ command: { type: 'supply.apply', side: 'soviet' } });
    await api['command.execute']({ command: { type: 'attrition.roll', side: 'soviet', hex: '1228', dice: [6, 6] } });
    await soviet.waitFor(() =>
      (soviet.views().at(-1) as SideView).log.some((l) => /attrition/i.test(l.lines.join(' '))),
    );
    await soviet.waitFor(() => (soviet.views().at(-1) as SideView).verdicts !== null);

    const axisBytes = axis.text();
    const sovietBytes = soviet.text();
    for (const s of secrets.soviet) expect(axisBytes).not.toContain(s);
    for (const s of secrets.axis) expect(sovietBytes).not.toContain(s);
    // each side's own secrets do reach it: the check above can fail
    expect(axisBytes).toContain(secrets.axis[0]);
    expect(sovietBytes).toContain(secrets.soviet[0]);
    expect((axis.views().at(-1) as SideView).verdicts).not.toBeNull();

    // after the first whole view, the turn came as changes; applied, they are the view a player
    // connecting now is sent whole
    expect(axis.events.filter((e) => e.event === 'view')).toHaveLength(1);
    expect(axis.events.filter((e) => e.event === 'change').length).toBeGreaterThan(0);
    const late = follow(streamOf(link('axis')));
    await late.waitFor(() => late.views().length > 0);
    expect(axis.views().at(-1)).toEqual(late.views()[0]);
  });

  it('refuses bad links, commands and other sites, logging each; a revoked or renewed link is cut at once', async () => {
    const { api, link, status } = await start();
    const origin = status.origin!;
    expect(await send(`${origin}/events?token=not-a-token`, 'GET')).toBe(401);
    expect(await send(`${origin}/events?token=x`, 'POST', { 'Content-Type': 'application/json' })).toBe(405);
    expect(await send(`${origin}/api/command.execute`, 'POST')).toBe(405);
    const token = link('axis').split('#')[1]!;
    expect(await send(`${origin}/events?token=${token}`, 'GET', { Origin: 'http://evil.example' })).toBe(403);
    expect(await send(`${origin}/events?token=${token}`, 'GET', { Host: 'evil.example:80' })).toBe(421);
    const refused = (await api['players.status']({})).refusals.map((r) => r.what).join('\n');
    expect(refused).toMatch(/wrong or revoked link/);
    expect(refused).toMatch(/POST request/);
    expect(refused).toMatch(/cross-site/);
    expect(refused).toMatch(/another host name/);

    const axis = follow(streamOf(link('axis')));
    await axis.waitFor(() => axis.views().length > 0);
    expect((await api['players.status']({})).links.find((l) => l.side === 'axis')!.connections).toBe(1);
    const renewed = await api['players.renew']({ side: 'axis' });
    await axis.waitFor(() => axis.ended);
    expect(await send(`${origin}/events?token=${token}`, 'GET')).toBe(401);
    const fresh = renewed.links.find((l) => l.side === 'axis')!;
    expect(fresh.url).not.toContain(token);
    expect(fresh.qr).toMatch(/^data:image\/svg\+xml;base64,/);

    const soviet = follow(streamOf(link('soviet')));
    await soviet.waitFor(() => soviet.views().length > 0);
    const revoked = await api['players.revoke']({ side: 'soviet' });
    await soviet.waitFor(() => soviet.ended);
    expect(revoked.links.find((l) => l.side === 'soviet')!.url).toBeUndefined();
  });

  it('gives a player who reconnects the whole view as it now stands', async () => {
    const { api, link } = await start();
    const before = follow(streamOf(link('axis')));
    await before.waitFor(() => before.views().length > 0);
    const unit = (before.views()[0] as SideView).units.find((u) => u.type !== 'hq')!;
    before.close();
    await api['command.execute']({ command: { type: 'unit.move', unit: unit.id, hex: '2012' } });
    const after = follow(streamOf(link('axis')));
    await after.waitFor(() => after.views().length > 0);
    const view = after.views()[0] as SideView;
    expect(view.units.find((u) => u.id === unit.id)!.hex).toBe('2012');
    expect(view.log.at(-1)!.lines.join(' ')).toContain('2012');
    expect(after.events[0]!.event).toBe('game');
  });

  it('listens off loopback only with TLS', async () => {
    env = tempService();
    const { file } = fogCampaign(env.dir);
    await env.api['campaign.import']({ jsonFile: file, file: join(env.dir, 'fog.qmc') });
    await expect(env.api['players.start']({ host: '203.0.113.9' })).rejects.toThrow(/not an address of this machine/);
  });
});
