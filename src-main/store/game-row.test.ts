import * as z from 'zod';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_FORMAT_VERSION, gameDefinitionSchema } from '../../shared/model/game-schema.js';
import { readCampaignJson } from '../service/create-from-campaign.js';
import { demoCampaignPath } from '../paths.js';
import { CampaignStore } from './campaign-store.js';
import { GAME_DIGEST_KEY, GAME_SCHEMA_FINGERPRINT, gameRow, storedGameSchema } from './game-row.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const demo = () => readCampaignJson(demoCampaignPath());

function stored(game = demo().game): string {
  dir = mkdtempSync(join(tmpdir(), 'qm-game-row-'));
  const file = join(dir, 'c.qmc');
  CampaignStore.create(file, 'c', game, demo().setup).close();
  return file;
}

function edit(file: string, sql: string): void {
  const db = new Database(file);
  db.exec(sql);
  db.close();
}

function readGame(file: string) {
  const store = CampaignStore.open(file, { readOnly: true });
  try {
    return store.readGame();
  } finally {
    store.close();
  }
}

describe('the game row is checked in full unless its digest proves it is our own validated writing', () => {
  it('the fingerprint is that of the game schema and format version now', () => {
    const schema = JSON.stringify(z.toJSONSchema(gameDefinitionSchema, { io: 'output', unrepresentable: 'any' }));
    const now = createHash('sha256').update(`${GAME_FORMAT_VERSION}\n${schema}`).digest('hex').slice(0, 12);
    // the game schema changed: set GAME_SCHEMA_FINGERPRINT (game-row.ts) to `now`, so files written
    // under the old schema are read in full again
    expect(GAME_SCHEMA_FINGERPRINT).toBe(now);
  });

  it('a new file holds the game as read (defaults filled in) and its digest; reading it gives the full parse', () => {
    const file = stored();
    const db = new Database(file, { readonly: true });
    const text = db.prepare('SELECT definition FROM game').pluck().get() as string;
    const digest = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(GAME_DIGEST_KEY);
    db.close();
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(readGame(file)).toEqual(storedGameSchema.parse(JSON.parse(text)));
    expect(readGame(file)).toEqual(storedGameSchema.parse(demo().game));
  });

  it('a game written before format 3 is stored upgraded, and reads as it did', () => {
    const old = { ...demo().game, formatVersion: 1 };
    const row = gameRow(old);
    expect(row.digest).toBeDefined();
    expect(JSON.parse(row.text)).toEqual(storedGameSchema.parse(old));
    expect(readGame(stored(old))).toEqual(storedGameSchema.parse(old));
  });

  it('a game the schema refuses is written as given, without a digest', () => {
    const bad = { ...demo().game, id: 'Not An Id' };
    expect(gameRow(bad)).toEqual({ text: JSON.stringify(bad), digest: undefined });
  });

  it('a row edited since it was written is checked in full: its damage is named by field', () => {
    const file = stored();
    edit(file, "UPDATE game SET definition = json_set(definition, '$.map.columns', 'many')");
    expect(() => readGame(file)).toThrow(/is damaged: table game, row 1 \(the game definition\): map\.columns: /);
  });

  it('a row whose digest is not its own (an older schema, a forged key) is checked in full', () => {
    const file = stored();
    edit(
      file,
      `UPDATE game SET definition = json_set(definition, '$.sides', json('[]'));
       UPDATE meta SET value = '${'0'.repeat(64)}' WHERE key = '${GAME_DIGEST_KEY}'`,
    );
    expect(() => readGame(file)).toThrow(/table game, row 1 \(the game definition\): sides: /);
  });

  it('a file without a digest (written before it was kept) is read in full, as before', () => {
    const file = stored();
    edit(file, `DELETE FROM meta WHERE key = '${GAME_DIGEST_KEY}'`);
    expect(readGame(file)).toEqual(storedGameSchema.parse(demo().game));
    edit(file, "UPDATE game SET definition = json_set(definition, '$.name', '')");
    expect(() => readGame(file)).toThrow(/table game, row 1 \(the game definition\): name: /);
  });
});
