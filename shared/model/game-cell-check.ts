import type { GameDefinition, GameTable } from './game-schema.js';

/**
 * What the referee types into the game editor, read as the game writes it: MP costs "1/2",
 * "1 1/2", "2 MP" or "P"; table cells by the kind of table they are in (steps lost, percentages,
 * die-roll modifiers, amounts "1 1/2 SP", or text). Refusals are sentences in the game's words.
 */
export type Checked<T> = { value: T } | { error: string };

/** "1 1/2", "1/2", "2", "2.5", "+1", "-4", with an optional unit word after it ("SP", "MP", "%"). */
export function readNumber(text: string): number | undefined {
  const t = text
    .trim()
    .replace(/\s*(SP|MP|T|%|hexes|hex)$/i, '')
    .trim();
  const m = /^([+-])?(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(t);
  if (m) {
    if (Number(m[4]) === 0) return undefined;
    const v = (m[2] ? Number(m[2]) : 0) + Number(m[3]) / Number(m[4]);
    return m[1] === '-' ? -v : v;
  }
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
}

/** A terrain, hexside or route cost: "" (none given), "P" (prohibited) or MP in the game's fractions. */
export function checkCost(game: GameDefinition, text: string): Checked<number | 'P' | null> {
  const t = text.trim();
  if (t === '') return { value: null };
  if (/^p(rohibited)?$/i.test(t)) return { value: 'P' };
  const n = readNumber(t);
  if (n === undefined || n < 0)
    return { error: `"${t}" is not a cost: write MP as the game does (1, 1/2, 1 1/2, 2 MP) or P for prohibited` };
  if (!Number.isInteger(n * game.costScale))
    return { error: `${t} MP is finer than this game counts: costs are in steps of 1/${game.costScale} MP` };
  if (n > 1000) return { error: `${t} MP is more than any move costs (at most 1000)` };
  return { value: n };
}

export type ColumnKind = 'steps' | 'percent' | 'modifier' | 'number' | 'text';

/** The kind of a table's column: from the tables the rules read, else from what the column holds. */
export function columnKind(table: GameTable, column: number): ColumnKind {
  if (table.id === 'attrition') return 'steps';
  if (/%/.test(table.columns[column] ?? '') || ['dump-blowing', 'capture', 'resource-capture'].includes(table.id))
    return 'percent';
  if (/^DRM$/i.test(table.columns[column] ?? '')) return 'modifier';
  const others = table.rows.map((r) => r.cells[column]).filter((c) => c !== undefined && c !== '');
  return others.length && others.every((c) => typeof c === 'number') ? 'number' : 'text';
}

/** A table cell as typed, checked against its table's kind: a number where the table holds numbers. */
export function checkTableCell(table: GameTable, column: number, text: string): Checked<number | string> {
  const t = text.trim();
  const kind = columnKind(table, column);
  const where = `column "${table.columns[column] ?? column + 1}" of the ${table.name}`;
  if (kind === 'text') {
    if (t.length > 40) return { error: `${where}: a cell is at most 40 characters` };
    const n = readNumber(t);
    return { value: n !== undefined && /^[+-]?\d+(\.\d+)?$/.test(t) ? n : t };
  }
  const n = readNumber(t);
  if (t === '' || n === undefined) {
    const how = {
      steps: 'steps lost, a whole number such as 0, 1 or 2',
      percent: 'a percentage from 0 to 100',
      modifier: 'a die-roll modifier such as -2, 0 or +1',
      number: 'a number such as 2, 1/2 or 1 1/2',
    }[kind];
    return { error: `"${t}" does not fit ${where}: it holds ${how}` };
  }
  if (kind === 'steps' && !(Number.isInteger(n) && n >= 0 && n <= 99))
    return { error: `${where} holds steps lost: a whole number from 0 to 99, not ${t}` };
  if (kind === 'percent' && !(n >= 0 && n <= 100))
    return { error: `${where} holds a percentage from 0 to 100, not ${t}` };
  if (kind === 'modifier' && !(Number.isInteger(n) && Math.abs(n) <= 12))
    return { error: `${where} holds a whole die-roll modifier from -12 to +12, not ${t}` };
  return { value: n };
}
