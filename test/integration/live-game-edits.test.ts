import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** A game edit made by another process reaches the open app's map, graph and verdicts, as a command does. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

async function openShared() {
  env = tempService();
  const file = join(env.dir, 'shared.qmc');
  await cli('import', DEMO_CAMPAIGN, '--out', file);
  env.service.open(file);
  return file;
}

describe("another process's game edits", () => {
  it("a supply source and a painted hex made by the CLI are on the open campaign's map at its next call", async () => {
    const file = await openShared();
    const before = await env.api['map.get']({});
    expect(before.game.supplySources.some((s) => s.hex === '0101')).toBe(false);
    const edit = { type: 'game.edit', edit: { type: 'source', hex: '0101', side: 'soviet', kind: 'map-edge' } };
    expect((await cli('do', file, JSON.stringify(edit))).code).toBe(0);
    const paint = { type: 'game.edit', edit: { type: 'paint', terrain: 'woods', hexes: ['2211'] } };
    expect((await cli('do', file, JSON.stringify(paint))).code).toBe(0);

    const summary = (await env.api['campaign.summary']({}))!;
    expect(summary.gameEdits).toBe(2);
    const after = await env.api['map.get']({});
    expect(after.game.supplySources).toContainEqual(expect.objectContaining({ hex: '0101', side: 'soviet' }));
    expect((await env.api['hex.inspect']({ hex: '2211' })).terrain.name).toBe('Woods');
  });

  it('its own next command is refused as stale when the game changed under it, then runs on the edited game', async () => {
    const file = await openShared();
    const head = (await env.api['campaign.summary']({}))!.head;
    const paint = { type: 'game.edit', edit: { type: 'paint', terrain: 'woods', hexes: ['2012'] } };
    expect((await cli('do', file, JSON.stringify(paint))).code).toBe(0);
    await expect(
      env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' }, head }),
    ).rejects.toThrow(/changed in another window/);
    const now = (await env.api['campaign.summary']({}))!;
    expect(now.gameEdits).toBe(1);
    expect((await env.api['hex.inspect']({ hex: '2012' })).terrain.name).toBe('Woods');
  });
});
