import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody } from '../../src-main/service/file-handlers.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';

// Share… and Join… as the referee's window calls them (relay.* through dispatch), with a real
// nats-server: referee A shares, referee B joins from a copy of A's file, and from then on every
// command, undo and redo of either window goes through the shared log to both files.
let nats: TestNats;
const a = tempService();
const b = tempService();
beforeAll(async () => {
  nats = await startNats();
});
afterAll(async () => {
  await a.api['relay.leave']({});
  await b.api['relay.leave']({});
  a.cleanup();
  b.cleanup();
  await nats?.stop();
});

const settings = (t: ReturnType<typeof tempService>, k: number, extra: object = {}) => {
  const file = join(t.dir, `referee-${k + 1}.json`);
  writeFileSync(file, JSON.stringify({ url: nats.url, campaign: 'test', ...nats.club.referees[k]!, ...extra }));
  return file;
};
const exported = (t: ReturnType<typeof tempService>) =>
  JSON.stringify({ ...campaignBody(t.service.current().store), name: '' });

describe("the referee's window shares and joins a campaign", () => {
  it('refuses bad settings and an unreachable server, then shares, joins and keeps both files the same', async () => {
    await a.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(a.dir, 'a.qmc') });
    expect((await a.api['relay.status']({})).state).toBe('off');

    // a settings file with a field wrong, and a server nobody runs: named, and nothing shared
    await expect(a.api['relay.share']({ settings: settings(a, 0, { password: '' }) })).rejects.toThrow(
      /referee-1\.json: field "password"/,
    );
    await expect(a.api['relay.share']({ settings: settings(a, 0), url: 'nats://127.0.0.1:1' })).rejects.toThrow(
      /nats:\/\/127\.0\.0\.1:1 does not answer: nothing was shared|does not answer/,
    );
    await expect(a.api['relay.share']({ settings: settings(a, 0), url: 'http://x' })).rejects.toThrow(/nats:\/\//);
    expect((await a.api['relay.status']({})).state).toBe('off');

    const shared = await a.api['relay.share']({ settings: settings(a, 0) });
    expect(shared).toMatchObject({ state: 'shared', pending: 0, role: 'sharing', campaign: 'test', url: nats.url });
    await a.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });

    // B opens a copy of A's file and joins: what the copy lacks comes from the server
    a.service.saveCopy(join(b.dir, 'b.qmc'));
    await a.api['command.execute']({ command: { type: 'dump.create', side: 'axis', hex: '2012', amount: 3 } });
    await b.api['campaign.open']({ file: join(b.dir, 'b.qmc') });
    expect((await b.api['relay.join']({ settings: settings(b, 1) })).role).toBe('joined');
    expect(exported(b)).toBe(exported(a));

    // B's command and undo through the shared log; A's next command builds on them
    await b.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' } });
    await b.api['history.undo']({});
    const stale = a.service.current().head;
    await a.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2013' } });
    expect(a.service.current().head).not.toBe(stale);
    // a view made before B's entries arrived is refused, as on a file another window wrote
    await expect(
      b.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3011' }, head: 'x' }),
    ).rejects.toThrow(/changed/);
    // A's command after B's undo left nothing to redo: B is told why
    await expect(b.api['history.redo']({})).rejects.toThrow(
      /nothing to redo \(refused: another referee's commands changed the campaign first: move ax-11pz-15 to 2013\)/,
    );
    await a.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'referee' } });
    await b.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'app' } });
    await a.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'referee' } });
    await b.api['command.execute']({ command: { type: 'dump.create', side: 'soviet', hex: '3010', amount: 2 } });
    await a.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
    // B's window follows A's last command without giving one of its own
    await expect.poll(() => exported(b), { timeout: 10_000 }).toBe(exported(a));
    expect(a.service.current().state.units.find((u) => u.id === 'sv-tb-1')!.hex).not.toBe('3010');

    // leaving: commands go straight to the file again, the shared log no longer told
    expect(await a.api['relay.leave']({})).toMatchObject({ state: 'off' });
    const before = a.service.current().store.meta('relay.seq');
    await a.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'app' } });
    expect(a.service.current().store.meta('relay.seq')).toBe(before);
  }, 60_000);
});
