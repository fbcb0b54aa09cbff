import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api.js';
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

  it("reads a grand campaign's own edit (GC 19.A.1.a major depots) with its own schema: a bad one is refused naming the field, and nothing changes", async () => {
    env = tempService();
    const file = join(env.dir, 'gc.json');
    copyFileSync('assets/demo/gc-demo.game.json', file);
    await env.api['editor.open']({ file });
    const depot = { type: 'majorDepot' as const, id: 'uman', name: 'Uman', side: 'axis', hex: '1510', hqs: ['de-17a'] };
    const refused = async (edit: object) => {
      const e = await env.api['editor.edit']({ edit: edit as typeof depot }).then(
        () => undefined,
        (err: ApiError) => err,
      );
      expect(e?.kind).toBe('invalid-request');
      return e!.problems;
    };
    expect(await refused({ ...depot, name: '' })).toEqual([expect.stringMatching(/^edit\.name: /)]);
    expect(await refused({ ...depot, hqs: 'de-17a' })).toEqual([expect.stringMatching(/^edit\.hqs: /)]);
    expect(await refused({ ...depot, id: undefined })).toEqual([expect.stringMatching(/^edit\.id: /)]);
    expect(await refused({ ...depot, type: 'majorDepots' })).toEqual([expect.stringMatching(/^edit\.type: /)]);
    await expect(env.api['editor.undo']({})).rejects.toThrow(/no edit to undo/);
    // the good one is applied by the grand campaign's own edit, its defaults filled in by its schema
    const set = await env.api['editor.edit']({ edit: depot });
    expect(set.edits).toBe(1);
    await env.api['editor.save']({});
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.majorDepots).toContainEqual({ id: 'uman', name: 'Uman', side: 'axis', hex: '1510', hqs: ['de-17a'] });
    // a game.edit command in a campaign is read by the same union
    await env.api['campaign.newFromGame']({ gameFile: file, file: join(env.dir, 'gc.qmc') });
    const command = { type: 'game.edit' as const, edit: { ...depot, side: '' } };
    const e = await env.api['command.execute']({ command }).catch((err: ApiError) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).problems).toEqual([expect.stringMatching(/^command\.edit\.side: /)]);
  });
});
