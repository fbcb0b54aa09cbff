import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fold, type GameEvent } from '../../shared/rules/registered-events.js';
import { LADDER_STEP } from '../../src-main/store/snapshot-ladder.js';
import { tempService } from '../helpers/temp-service.js';

const env = tempService();
afterAll(() => env.cleanup());

/**
 * The undo ladder: an imported long log carries snapshots every LADDER_STEP commands, so an undo
 * deep into it folds from the snapshot below instead of the whole log — and the state is still
 * exactly the fold of the done log from the setup, at every depth.
 */
describe('undo deep into an imported log', () => {
  it('lays snapshots every 500 commands and undoes 1,300 deep to the state the log gives', async () => {
    const a = await env.api['campaign.openDemo']({});
    const hexes = ['2012', '2013', '3010', '2212'];
    for (let k = 0; k < 2 * LADDER_STEP + 600; k++)
      env.service.execute({ type: 'unit.move', unit: 'ax-inf-2', hex: hexes[k % 4]! });
    const json = join(env.dir, 'long.json');
    await env.service.exportJson(json);
    env.service.close();
    const file = join(env.dir, 'long.qmc');
    await env.api['campaign.import']({ jsonFile: json, file });
    const db = new Database(file, { readonly: true });
    const rungs = (db.prepare('SELECT seq FROM snapshots ORDER BY seq').pluck().all() as number[]).filter(
      (s) => s % LADDER_STEP === 0,
    );
    db.close();
    expect(rungs.length).toBeGreaterThanOrEqual(2);
    const expected = () => {
      const log = env.service.toCampaign(env.service.current()).log.filter((e) => e.status === 'done');
      return fold(
        env.service.current().store.readSetup(),
        log.flatMap((e) => e.events as GameEvent[]),
      );
    };
    for (let k = 1; k <= 1300; k++) {
      env.service.undo();
      if (k % 325 === 0) expect(env.service.current().state).toEqual(expected());
    }
    for (let k = 0; k < 700; k++) env.service.redo();
    expect(env.service.current().state).toEqual(expected());
    expect(a.file).not.toBe(file);
  }, 300_000);
});
