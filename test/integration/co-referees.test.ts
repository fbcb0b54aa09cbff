import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandError } from '../../shared/model/command-error.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import { campaignBody } from '../../src-main/service/file-handlers.js';
import { CommandLog } from '../../src-main/relay/command-log.js';
import { CoReferee } from '../../src-main/relay/co-referee.js';
import { connectRelay, type RelayServer } from '../../src-main/relay/relay-connection.js';
import { APPLIED_KEY, CAMPAIGN_KEY } from '../../src-main/relay/replica.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';

// Two referees' apps, each with its own .qmc, sharing one campaign through a real nats-server.
// Each test has a server of its own (its club's configuration names one campaign).
let nats: TestNats;
const cleanups: Array<() => Promise<void> | void> = [];
beforeEach(async () => {
  nats = await startNats();
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  await nats?.stop();
});

const server = (k: number): RelayServer => ({ url: nats.url, credentials: nats.club.referees[k]!, campaign: 'test' });

/** Referee A shares the demo; referee B opens a copy of the shared file and joins. */
async function twoReferees() {
  const a = tempService();
  const b = tempService();
  cleanups.push(a.cleanup, b.cleanup);
  const fileA = join(a.dir, 'a.qmc');
  await a.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: fileA });
  const refA = await CoReferee.share(a.service, server(0));
  cleanups.push(() => refA.close());
  const fileB = join(b.dir, 'b.qmc');
  a.service.saveCopy(fileB);
  await b.api['campaign.open']({ file: fileB });
  const refB = await CoReferee.join(b.service, server(1));
  cleanups.push(() => refB.close());
  return { a, b, refA, refB };
}

/** The campaign as export writes it, the file's own name and creation aside. */
const exported = (t: ReturnType<typeof tempService>) => {
  const c = campaignBody(t.service.current().store);
  return JSON.stringify({ ...c, name: '' });
};

describe('co-referees through the shared log', () => {
  it("one referee's commands, undo and redo reach the other's file as the same log", async () => {
    const { a, b, refA, refB } = await twoReferees();
    await refA.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' });
    await refA.execute({ type: 'dump.create', side: 'axis', hex: '2012', amount: 3 });
    await refA.undo();
    const ack = await refB.execute({ type: 'unit.move', unit: 'sv-tb-1', hex: '3010' });
    // B built on A's entries first: it is told what the other referee did
    expect(ack.before).toEqual(['move ax-11pz-15 to 2012', 'create a dump at 2012', 'undo of command #2']);
    await refA.catchUp();
    expect(a.service.current().state).toEqual(b.service.current().state);
    expect(exported(a)).toBe(exported(b));
    expect(a.service.current().store.head()).toBe(b.service.current().store.head());
  });

  it('two referees spending the same supply at once: one is refused with the reason, never both paid', async () => {
    const { a, b, refA, refB } = await twoReferees();
    const spend = (amount: number): Command => ({
      type: 'supply.spend',
      side: 'axis',
      reason: 'construction',
      units: [],
      hex: '1723',
      amount,
    });
    // what the dumps in range of 1723 hold between them, as the refusal of too large a spend says
    const tooMuch = await refA.execute(spend(1_000_000)).then(
      () => '',
      (e: Error) => e.message,
    );
    const total = Number(/hold (\d+)T/.exec(tooMuch)![1]);
    const half = Math.floor(total / 2) + 1;
    const [ra, rb] = await Promise.allSettled([refA.execute(spend(half)), refB.execute(spend(half))]);
    const results = [ra, rb];
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected')!;
    expect(refused.reason).toBeInstanceOf(CommandError);
    expect(String((refused.reason as Error).message)).toMatch(
      new RegExp(
        `${total - half}T between them; ${half}T are needed .*another referee's commands changed the campaign first: spend supply for construction at 1723`,
      ),
    );
    await refA.catchUp();
    await refB.catchUp();
    const held = (t: ReturnType<typeof tempService>) =>
      t.service
        .current()
        .state.dumps.filter((d) => d.side === 'axis')
        .reduce((n, d) => n + d.amount, 0);
    expect(held(a)).toBe(held(b));
    expect(exported(a)).toBe(exported(b));
    // exactly one payment in either log
    const spends = (t: ReturnType<typeof tempService>) =>
      t.service
        .current()
        .store.readLog()
        .filter((l) => l.command.includes('"supply.spend"'));
    expect(spends(a)).toHaveLength(1);
    expect(spends(b)).toHaveLength(1);
  });

  it('with the server down the app says "not shared" and the command waits, checked again and appended once it is back', async () => {
    const { a, b, refA, refB } = await twoReferees();
    await nats.kill();
    let acknowledged = false;
    const waiting = refA.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' }).then((ack) => {
      acknowledged = true;
      return ack;
    });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(refA.sharing).toEqual({ state: 'not shared', pending: 1 });
    expect(acknowledged).toBe(false);
    // nothing written while it waits: the file holds only what the stream acknowledged
    expect(a.service.current().store.readLog()).toHaveLength(0);
    await nats.start();
    const ack = await waiting;
    expect(ack.seq).toBe(2);
    expect(refA.sharing).toEqual({ state: 'shared', pending: 0 });
    await refB.catchUp();
    expect(exported(a)).toBe(exported(b));
  });

  it('an app of another rules version is refused with a clear message, and its file is not changed', async () => {
    const t = tempService();
    cleanups.push(t.cleanup);
    const file = join(t.dir, 'c.qmc');
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file });
    // the shared log as an app of rules version 99 opened it
    const nc = await connectRelay(server(0));
    cleanups.push(() => nc.close());
    const log = await CommandLog.open(nc, 'test');
    await log.create();
    await log.append(
      { kind: 'opening', id: 'opening-99', rules: 99, at: new Date().toISOString(), campaign: 'test', head: '0.0' },
      0,
    );
    const store = t.service.current().store;
    store.setMeta(CAMPAIGN_KEY, 'test');
    store.setMeta(APPLIED_KEY, '1');
    const head = store.head();
    await expect(CoReferee.join(t.service, server(1))).rejects.toThrow(
      /kept with rules version 99; this Quartermaster has rules version \d+\. Both referees need the same version/,
    );
    expect(t.service.current().store.head()).toBe(head);
  });

  it('a file never shared cannot join, and a shared one cannot be shared again', async () => {
    const { a, b } = await twoReferees();
    const c = tempService();
    cleanups.push(c.cleanup);
    await c.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(c.dir, 'c.qmc') });
    await expect(CoReferee.join(c.service, server(1))).rejects.toThrow(/never shared/);
    await expect(CoReferee.share(b.service, server(1))).rejects.toThrow(/already shared/);
    void a;
  });
});
