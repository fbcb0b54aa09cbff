import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { CampaignStore } from '../../src-main/store/campaign-store.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/**
 * A campaign opened read-only (`info`, `supply`, `export`, a read-only window) is read on in the
 * open check's own connection: the file as checked, in one read that ends with the opening. After
 * it, every read sees what another process committed; the number of done commands too, which is
 * kept between the opening and the summary only while the file does not change.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const move = (hex: string) => ({ type: 'unit.move' as const, unit: 'ax-11pz-15', hex });

it('reads the file as checked while opening, and what another process commits after it', async () => {
  env = tempService();
  const file = join(env.dir, 'shared.qmc');
  env.service.importJson(DEMO_CAMPAIGN, file);
  await env.api['campaign.open']({ file });
  const reader = CampaignStore.open(file, { readOnly: true });
  try {
    const head = reader.head();
    const done = reader.commandCount();
    // a commit in the middle of the opening: the opening goes on reading the file it checked
    env.service.execute(move('2013'));
    expect(reader.head()).toBe(head);
    expect(reader.commandCount()).toBe(done);
    await Promise.resolve();
    // the opening is over: the commit is seen
    expect(reader.head()).not.toBe(head);
    expect(reader.commandCount()).toBe(done + 1);
    env.service.undo();
    expect(reader.commandCount()).toBe(done);
  } finally {
    reader.close();
  }
});

it('counts the done commands afresh after every write of its own', async () => {
  env = tempService();
  const file = join(env.dir, 'own.qmc');
  env.service.importJson(DEMO_CAMPAIGN, file);
  const opened = await env.api['campaign.open']({ file });
  const after = await env.api['command.execute']({ command: move('2013'), head: opened.head });
  expect(after.commands).toBe(opened.commands + 1);
  const undone = await env.api['history.undo']({ head: after.head });
  expect(undone.commands).toBe(opened.commands);
  expect((await env.api['history.redo']({ head: undone.head })).commands).toBe(opened.commands + 1);
  expect((await env.api['campaign.info']({})).summary.commands).toBe(opened.commands + 1);
});
