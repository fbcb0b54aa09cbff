import type Database from 'better-sqlite3';
import {
  upgradeCommandTextV3,
  upgradeEventV3,
  upgradeStateV3,
  type VerdictWord,
} from '../../shared/model/upgrade-format-v3-ruleset-state.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { MOVED_UNDER_KEY_V3 as moved } from '../../shared/rules/registered-upgrades.js';

/**
 * Migration 5: each ruleset's own fields move under its key, as in format version 3
 * (shared/model/upgrade-format-v3-ruleset-state.ts): the setup row, every snapshot, every logged
 * event (units inside them; a grand-campaign verdict in its own words) and every logged command
 * (units inside them) are rewritten. Rows that hold nothing that moved are left as they are. Runs
 * inside the migrations' one transaction: a file is never left half-moved.
 */
export function moveRulesetState(db: Database.Database): void {
  const game = db.prepare('SELECT definition FROM game WHERE id = 1').pluck().get() as string | undefined;
  const words = statusWords(game);
  const rewrite = (text: string, upgrade: (value: unknown) => unknown): string | undefined => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined; // a damaged row stays as it is: opening names it (damage.ts)
    }
    const next = JSON.stringify(upgrade(value));
    return next === JSON.stringify(value) ? undefined : next;
  };
  const setup = db.prepare('SELECT state FROM setup WHERE id = 1').pluck().get() as string | undefined;
  const newSetup = setup === undefined ? undefined : rewrite(setup, (s) => upgradeStateV3(s, moved));
  if (newSetup !== undefined) db.prepare('UPDATE setup SET state = ? WHERE id = 1').run(newSetup);

  const snapshot = db.prepare('UPDATE snapshots SET state = ? WHERE seq = ?');
  for (const row of db.prepare('SELECT seq, state FROM snapshots').all() as Array<{ seq: number; state: string }>) {
    const next = rewrite(row.state, (s) => upgradeStateV3(s, moved));
    if (next !== undefined) snapshot.run(next, row.seq);
  }
  const event = db.prepare('UPDATE events SET payload = ? WHERE id = ?');
  // read whole before writing: better-sqlite3 runs no update while a select is being iterated
  for (const row of db.prepare('SELECT id, payload FROM events').all() as Array<{ id: number; payload: string }>) {
    const next = rewrite(row.payload, (e) => upgradeEventV3(e, words, moved));
    if (next !== undefined) event.run(next, row.id);
  }
  const command = db.prepare('UPDATE commands SET payload = ? WHERE seq = ?');
  for (const row of db.prepare('SELECT seq, payload FROM commands').all() as Array<{ seq: number; payload: string }>) {
    const next = upgradeCommandTextV3(row.payload, moved);
    if (next !== row.payload) command.run(next, row.seq);
  }
}

/** The status words of the game's ruleset (none when the game row is missing or names none we know). */
function statusWords(definition: string | undefined): readonly VerdictWord[] {
  try {
    return rulesetInfo((JSON.parse(definition ?? '{}') as { ruleset?: string }).ruleset ?? '').statusWords;
  } catch {
    return [];
  }
}
