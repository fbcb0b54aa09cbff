import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

/** Sides added and removed in an open campaign's game, as logged game edits. */
describe("an open campaign's sides", () => {
  it('takes a third side, whose units can be placed; refuses to remove a side that still has units', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(t.dir, 'c.qmc') });
    const edit = (e: object) => t.api['command.execute']({ command: { type: 'game.edit', edit: e } as never });
    const s = await edit({ type: 'listAdd', list: 'side', name: 'Italians' });
    expect(s.sides.map((x) => x.name)).toContain('Italians');
    const units = (await t.api['state.get']({})).units;
    await t.api['command.execute']({
      command: { type: 'unit.create', side: 'italians', unitType: units[0]!.type, hex: '0101', name: 'Ariete' },
    });
    const italian = (await t.api['state.get']({})).units.find((u) => u.name === 'Ariete')!;
    expect(italian.side).toBe('italians');
    await expect(edit({ type: 'listRemove', list: 'side', id: 'italians' })).rejects.toThrow(
      /the campaign would no longer fit its game: .*italians/,
    );
    await t.api['history.undo']({});
    const removed = await edit({ type: 'listRemove', list: 'side', id: 'italians' });
    expect(removed.sides.map((x) => x.id)).not.toContain('italians');
    await t.api['history.undo']({});
    expect((await t.api['campaign.summary']({}))!.sides.map((x) => x.id)).toContain('italians');
  });
});
