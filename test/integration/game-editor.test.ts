import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('the game editor (backend)', () => {
  it('opens a game file, edits it with undo, refuses a bad edit without changing anything, and saves a valid file', async () => {
    env = tempService();
    const file = join(env.dir, 'game.json');
    copyFileSync('assets/demo/classic-demo.game.json', file);
    const before = readFileSync(file, 'utf8');
    const opened = await env.api['editor.open']({ file });
    expect(opened).toMatchObject({ edits: 0, unsaved: false });
    await env.api['editor.edit']({ edit: { type: 'paint', terrain: 'forest', hexes: ['0101', '0102'] } });
    const two = await env.api['editor.edit']({ edit: { type: 'hexside', a: '0101', b: '0201', feature: 'river' } });
    expect(two).toMatchObject({ edits: 2, unsaved: true });
    await expect(
      env.api['editor.edit']({ edit: { type: 'route', route: 'road', hexes: ['0101', '0301'] } }),
    ).rejects.toThrow(/not a step between adjacent hexes/);
    expect((await env.api['editor.undo']({})).edits).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const saved = await env.api['editor.save']({});
    expect(saved.unsaved).toBe(false);
    const game = JSON.parse(readFileSync(file, 'utf8'));
    expect(game.map.hexes[0][0]).toBe('f');
    expect(game.hexsides).toHaveLength(31);
    // the saved file makes a campaign
    const campaign = await env.api['campaign.newFromGame']({ gameFile: file, file: join(env.dir, 'new.qmc') });
    expect(campaign.gameName).toBe('Smolensk 1941 (classic demo)');
    await expect(env.api['editor.save']({ file })).resolves.toBeTruthy();
    writeFileSync(join(env.dir, 'other.json'), '{}');
    await expect(env.api['editor.save']({ file: join(env.dir, 'other.json') })).rejects.toThrow(/already exists/);
    await expect(env.api['editor.open']({ file: join(env.dir, 'other.json') })).rejects.toThrow();
  });
});
