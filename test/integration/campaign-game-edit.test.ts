import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

describe("editing an open campaign's own game", () => {
  it('is a logged command: undo, redo and the archive keep it; an edit the units no longer fit is refused', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(t.dir, 'c.qmc') });
    const terrainAt = async (hex: string) => (await t.api['hex.inspect']({ hex })).terrain.name;
    await t.api['command.execute']({
      command: { type: 'game.edit', edit: { type: 'listAdd', list: 'terrain', name: 'Swamp' } },
    });
    const s = await t.api['command.execute']({
      command: { type: 'game.edit', edit: { type: 'paint', terrain: 'swamp', hexes: ['0505'] } },
    });
    expect(s.undo).toBe('paint 1 hex swamp');
    expect(await terrainAt('0505')).toBe('Swamp');
    await t.api['history.undo']({});
    expect(await terrainAt('0505')).not.toBe('Swamp');
    await t.api['history.redo']({});
    expect(await terrainAt('0505')).toBe('Swamp');

    // the archive holds the game it was made with and the edits in its log: re-imported, the same game
    const out = join(t.dir, 'c.json');
    await t.api['campaign.export']({ out });
    await t.api['campaign.import']({ jsonFile: out, file: join(t.dir, 'again.qmc') });
    expect(await terrainAt('0505')).toBe('Swamp');
    expect((await t.api['map.get']({})).game.terrain.some((x) => x.id === 'swamp')).toBe(true);

    const used = (await t.api['state.get']({})).units[0]!.type;
    await expect(
      t.api['command.execute']({
        command: { type: 'game.edit', edit: { type: 'listRemove', list: 'unitType', id: used } },
      }),
    ).rejects.toThrow(/the campaign would no longer fit its game: unit .*unknown unit type/);
  });
});
