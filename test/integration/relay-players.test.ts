import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SideView } from '../../shared/view/side-view.js';
import { connectRelay, type RelayServer } from '../../src-main/relay/relay-connection.js';
import { ViewPublisher } from '../../src-main/relay/view-publisher.js';
import { readViews } from '../../src-main/relay/view-streams.js';
import { SideViews } from '../../src-main/players/side-views.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';
import { tempService } from '../helpers/temp-service.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function club() {
  const nats: TestNats = await startNats();
  cleanups.push(() => nats.stop());
  const env = tempService();
  cleanups.push(env.cleanup);
  const { file, secrets } = fogCampaign(env.dir);
  await env.api['campaign.import']({ jsonFile: file, file: join(env.dir, 'fog.qmc') });
  const referee: RelayServer = { url: nats.url, credentials: nats.club.referees[0]!, campaign: 'test' };
  const publisher = await ViewPublisher.start(env.service, referee);
  cleanups.push(() => publisher.close());
  /** everything the side's stream holds, as its player's page replays it on joining */
  const stream = async (side: 'axis' | 'soviet') => {
    const credentials = nats.club.sides.find((s) => s.side === side)!;
    const nc = await connectRelay({ url: nats.url, credentials, campaign: 'test' }, { reconnect: false });
    try {
      return await readViews(nc, 'test', side, 10_000);
    } finally {
      await nc.close();
    }
  };
  return { nats, env, secrets, publisher, stream };
}

describe("remote players: each side's stream on the club's server", () => {
  it("holds the side's map and its views through a turn, and none of the other side's secrets", async () => {
    const { env, secrets, publisher, stream } = await club();
    const api = env.api;
    const views = new SideViews(env.service);
    const axisUnit = (JSON.parse(views.view('axis').json()) as SideView).units.find((u) => u.type !== 'hq')!;
    await api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
    await api['command.execute']({ command: { type: 'unit.move', unit: axisUnit.id, hex: '2012' } });
    await api['history.undo']({});
    for (let k = 0; k < 10; k++) await api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    await api['command.execute']({ command: { type: 'supply.apply', side: 'soviet' } });
    await api['command.execute']({ command: { type: 'attrition.roll', side: 'soviet', hex: '1228', dice: [6, 6] } });
    await publisher.publish();

    const axis = await stream('axis');
    const soviet = await stream('soviet');
    // the map first, then views; the newest view is the view as it stands
    // the map, the first view, and views as they changed (changes in a burst published as one view)
    expect(axis.length).toBeGreaterThanOrEqual(3);
    expect(axis.at(-1)).toBe(views.view('axis').json());
    expect(soviet.at(-1)).toBe(views.view('soviet').json());
    expect(axis).toContain(views.game('axis'));
    const axisBytes = axis.join('\n');
    const sovietBytes = soviet.join('\n');
    for (const s of secrets.soviet) expect(axisBytes).not.toContain(s);
    for (const s of secrets.axis) expect(sovietBytes).not.toContain(s);
    // each side's own secrets do reach it: the check above can fail
    expect(axisBytes).toContain(secrets.axis[0]);
    expect(sovietBytes).toContain(secrets.soviet[0]);
  });

  it('with the server down the referee goes on; the newest view is published once it is back', async () => {
    const { nats, env, publisher, stream } = await club();
    const views = new SideViews(env.service);
    await nats.kill();
    await env.api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
    await publisher.publish();
    expect(publisher.lastError).toBeDefined();
    await nats.start();
    // the publisher publishes on reconnecting by itself
    const deadline = Date.now() + 15_000;
    let axis: string[] = [];
    while (Date.now() < deadline) {
      axis = await stream('axis').catch(() => []);
      if (axis.at(-1) === views.view('axis').json()) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(axis.at(-1)).toBe(views.view('axis').json());
  });
});
