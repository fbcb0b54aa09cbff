import type Database from 'better-sqlite3';

/** What each campaign table holds, in the referee's words (docs/formats.md). */
const TABLE_MEANING: Record<string, string> = {
  meta: 'the campaign name and dates',
  game: 'the game definition',
  setup: 'the setup',
  commands: 'the command log',
  events: "the log's events",
  snapshots: 'the saved states (each can be rebuilt from the log)',
  ledger: 'the supply ledger',
  pictures: 'the board pictures and counter art',
};

interface Tree {
  type: string;
  name: string;
  table: string;
  rootpage: number;
}

/**
 * Says where a damaged campaign file is damaged, by table. SQLite's quick_check names b-trees by
 * their root page ("Tree 7 page 7: btreeInitPage() returns error code 11"), or gives up with "database
 * disk image is malformed" (`failure`): a referee can read neither. The trees are looked up in
 * sqlite_master; where quick_check named none, each table and index is read whole to find the ones
 * that fail. Falls back to SQLite's own words where the schema itself cannot be read.
 */
export function describeDamage(db: Database.Database, reports: readonly string[], failure?: string): string {
  // one report may hold many lines, under a "*** in database main ***" heading
  const problems = reports
    .flatMap((r) => r.split('\n'))
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('***'));
  const said =
    failure ?? problems.slice(0, 3).join('; ') + (problems.length > 3 ? `; and ${problems.length - 3} more` : '');
  let trees: Tree[] = [];
  try {
    trees = db
      .prepare("SELECT type, name, tbl_name AS 'table', rootpage FROM sqlite_master WHERE rootpage > 0")
      .all() as Tree[];
  } catch {
    return `SQLite reports: ${said}`;
  }
  const places: string[] = [];
  const add = (tree: Tree, page?: string) => {
    const where = `${describeTree(tree)}${page ? `, page ${page}` : ''}`;
    if (!places.includes(where)) places.push(where);
  };
  for (const p of problems) {
    const m = /Tree (\d+) page (\d+)/.exec(p);
    const tree = m ? trees.find((t) => t.rootpage === Number(m[1])) : undefined;
    if (tree) add(tree, m![2]);
  }
  if (!places.length) for (const t of trees) if (!readable(db, t)) add(t);
  return places.length
    ? `the damage is in ${places.join(', and in ')} (SQLite reports: ${said})`
    : `SQLite reports: ${said}`;
}

function describeTree(t: Tree): string {
  const meaning = TABLE_MEANING[t.table] ?? 'not a campaign table';
  return t.type === 'index'
    ? `an index of the table ${t.table} (${meaning}; an index can be rebuilt)`
    : `the table ${t.name} (${meaning})`;
}

/** Can every row of the tree be read? (A table is read by itself, an index through itself.) */
function readable(db: Database.Database, t: Tree): boolean {
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  try {
    db.prepare(
      t.type === 'index'
        ? `SELECT count(*) FROM ${q(t.table)} INDEXED BY ${q(t.name)}`
        : `SELECT count(*) FROM ${q(t.name)} NOT INDEXED`,
    ).get();
    return true;
  } catch {
    return false;
  }
}
