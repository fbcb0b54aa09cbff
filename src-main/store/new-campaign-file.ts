import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { RegisteredState } from '../../shared/rules/registered-state.js';
import { ledgerAccounts } from '../../shared/rules/registered-ledger-accounts.js';
import { CampaignFileError } from './campaign-file-error.js';
import { configureWriter } from './durability.js';
import { APPLICATION_ID } from './file-header.js';
import { GAME_DIGEST_KEY, gameRow } from './game-row.js';
import { insertLedger, openingLedger } from './ledger-rows.js';
import { migrate } from './migrations.js';

/**
 * A new campaign file: marked as ours (application_id), at today's schema, with its name, game,
 * setup and the setup's opening ledger balances. An existing file is never written over: the
 * referee chooses another name. A file half made is closed before the error goes on.
 */
export function newCampaignFile(
  file: string,
  name: string,
  game: GameDefinition,
  setup: RegisteredState,
): Database.Database {
  if (existsSync(file)) throw new CampaignFileError('exists', file, `${file} already exists; choose another name`);
  const db = new Database(file);
  try {
    configureWriter(db);
    db.pragma(`application_id = ${APPLICATION_ID}`);
    migrate(db);
    db.transaction(() => {
      const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      meta.run('name', name);
      meta.run('created', new Date().toISOString());
      const row = gameRow(game);
      db.prepare('INSERT INTO game (id, definition) VALUES (1, ?)').run(row.text);
      if (row.digest) meta.run(GAME_DIGEST_KEY, row.digest);
      db.prepare('INSERT INTO setup (id, state) VALUES (1, ?)').run(JSON.stringify(setup));
      insertLedger(db, null, setup.clock, openingLedger(ledgerAccounts(setup)));
    })();
  } catch (e) {
    db.close();
    throw e;
  }
  return db;
}
