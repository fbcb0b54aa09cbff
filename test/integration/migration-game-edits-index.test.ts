import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_EDITS_INDEX, SCHEMA_VERSION } from '../../src-main/store/migrations.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

/** Does the file hold the index of its game edits? */
function hasGameEditsIndex(file: string): boolean {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(GAME_EDITS_INDEX) !== undefined
    );
  } finally {
    db.close();
  }
}

describe('migration 6: the index of game edits', () => {
  it('a file from schema 5 shows its game edits read-only, and is given the index when opened to write', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    const file = join(t.dir, 'c.qmc');
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file });
    const edit = (edit: object) => t.api['command.execute']({ command: { type: 'game.edit', edit } as never });
    await edit({ type: 'listAdd', list: 'terrain', name: 'Swamp' });
    await edit({ type: 'paint', terrain: 'swamp', hexes: ['0505'] });
    await edit({ type: 'paint', terrain: 'swamp', hexes: ['0506'] });
    // the last edit undone: opening must leave it out
    await t.api['history.undo']({});
    await t.api['campaign.close']({});
    expect(hasGameEditsIndex(file)).toBe(true);

    // the same file as schema 5 wrote it: no index of its game edits
    const db = new Database(file);
    db.exec(`DROP INDEX ${GAME_EDITS_INDEX}`);
    db.pragma('user_version = 5');
    db.close();
    const terrainAt = async (hex: string) => (await t.api['hex.inspect']({ hex })).terrain.name;

    const ro = await t.api['campaign.open']({ file, readOnly: true });
    expect(ro.gameEdits).toBe(2);
    expect(await terrainAt('0505')).toBe('Swamp');
    expect(await terrainAt('0506')).not.toBe('Swamp');
    await t.api['campaign.close']({});
    expect(new Database(file, { readonly: true }).pragma('user_version', { simple: true })).toBe(5);

    const rw = await t.api['campaign.open']({ file });
    expect(rw.gameEdits).toBe(2);
    expect(await terrainAt('0505')).toBe('Swamp');
    expect(await terrainAt('0506')).not.toBe('Swamp');
    await t.api['campaign.close']({});
    expect(new Database(file, { readonly: true }).pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(hasGameEditsIndex(file)).toBe(true);
  });
});
