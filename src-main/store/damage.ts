import type { z } from 'zod';
import { issueLines } from '../../shared/parse-campaign.js';
import { CampaignFileError } from './campaign-file-error.js';

/**
 * Damage, named: which table and row, and what is wrong with it. A campaign file's rows are our own
 * writing, so a row that does not parse or fit is damage — said so in the referee's words, never a
 * raw TypeError or ZodError dump labelled "internal error".
 */
export function damaged(file: string, where: string, what: string): CampaignFileError {
  return new CampaignFileError(
    'damaged',
    file,
    `${file} is damaged: ${where}: ${what}. It was not changed; restore it from a backup or an archive.`,
  );
}

/** Parses one row's JSON (and checks it against its schema when given one), naming the row when it fails. */
export function parseRow<T>(file: string, where: string, text: string | undefined, schema?: z.ZodType<T>): T {
  if (text === undefined) throw damaged(file, where, 'the row is missing');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw damaged(file, where, `it is not valid JSON (${(e as Error).message})`);
  }
  if (!schema) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw damaged(file, where, 'it is not a JSON object');
    return value as T;
  }
  const r = schema.safeParse(value);
  if (!r.success) {
    const lines = issueLines(r.error);
    const shown = lines.slice(0, 5).join('; ');
    throw damaged(file, where, `${shown}${lines.length > 5 ? ` (and ${lines.length - 5} more)` : ''}`);
  }
  return r.data;
}

/** Folding the log failed: name the first command whose events do not fit the state before them. */
export function foldDamage<S, E>(
  file: string,
  start: S,
  rows: ReadonlyArray<{ seq: number; event: E }>,
  fold: (state: S, events: readonly E[]) => S,
): CampaignFileError | undefined {
  let state = start;
  let k = 0;
  while (k < rows.length) {
    const seq = rows[k]!.seq;
    const events: E[] = [];
    while (k < rows.length && rows[k]!.seq === seq) events.push(rows[k++]!.event);
    try {
      state = fold(state, events);
    } catch (e) {
      const type = (events.find((x) => (x as { type?: unknown }).type) as { type?: string } | undefined)?.type;
      return damaged(
        file,
        `the events of command #${seq}${type ? ` (${type})` : ''}`,
        `they do not fit the campaign as it stood (${(e as Error).message})`,
      );
    }
  }
  return undefined;
}
