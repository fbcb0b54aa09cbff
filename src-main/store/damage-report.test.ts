import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDamage } from './damage-report.js';

let db: Database.Database;
afterEach(() => db?.close());

function campaignTables(): Database.Database {
  db = new Database(':memory:');
  db.exec(`
    CREATE TABLE commands (seq INTEGER PRIMARY KEY, status TEXT);
    CREATE INDEX commands_by_status ON commands (status, seq);
    CREATE TABLE events (id INTEGER PRIMARY KEY, seq INTEGER);
  `);
  return db;
}
const root = (name: string) =>
  db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').pluck().get(name) as number;

describe('where a campaign file is damaged, in words a referee reads', () => {
  it("names quick_check's trees by table and what the table holds, an index as one that can be rebuilt", () => {
    campaignTables();
    const report = [
      '*** in database main ***',
      `Tree ${root('events')} page 41: btreeInitPage() returns error code 11`,
      `Tree ${root('commands_by_status')} page 12: free space corruption`,
      'Page 488: never used',
    ].join('\n');
    const text = describeDamage(db, [report]);
    expect(text).toMatch(
      /^the damage is in the table events \(the log's events\), page 41, and in an index of the table commands \(the command log; an index can be rebuilt\), page 12 /,
    );
    // SQLite's own words follow, the first three lines of them
    expect(text).toContain('(SQLite reports: Tree');
    expect(text).toContain('; Page 488: never used)');
  });

  it("keeps SQLite's words when no tree it names is known", () => {
    campaignTables();
    expect(describeDamage(db, ['Page 9: never used'])).toBe('SQLite reports: Page 9: never used');
  });
});
