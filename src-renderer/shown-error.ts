import { ApiError } from '../shared/api.js';

/** What the error banner shows: a heading line, then each problem once. */
export interface ShownError {
  message: string;
  problems: string[];
}

/**
 * An error as the banner shows it. A file's or a request's error lists its problems in its message
 * too ("units.csv has errors in 4 rows; nothing was imported:\n  row 2: ..."): the heading is the
 * message up to the first of them, and the problems are listed once, under it.
 */
export function shownError(e: unknown): ShownError {
  if (!(e instanceof ApiError)) return { message: String(e), problems: [] };
  const first = e.problems[0];
  const at = first === undefined ? -1 : e.message.indexOf(first);
  if (at < 0) return { message: e.message, problems: e.problems };
  const heading = e.message.slice(0, at).replace(/[\s:;]+$/, '');
  return heading ? { message: heading, problems: e.problems } : { message: e.message, problems: [] };
}
