import type { VerdictPage, VerdictPageQuery } from '../../shared/api.js';

/**
 * The verdict list's pages (VerdictList.svelte): how many rows a page holds, the first page a check
 * asks for before the referee filters, searches or reorders the list, the page a check sent, and a
 * row's reason in the order the list shows it.
 */
export const PAGE = 100;

/** the list's first page as it starts: unsupplied first, no filter, no search */
export const FIRST_PAGE: VerdictPageQuery = { offset: 0, limit: PAGE, sort: 'status', descending: false };

/** the page a check brought with it, and what it was asked with */
export interface SentPage {
  query: VerdictPageQuery;
  page: VerdictPage;
}

/** the same page of the same list (the same filter, search and order) */
export function sameQuery(a: VerdictPageQuery, b: VerdictPageQuery): boolean {
  return (
    a.offset === b.offset &&
    a.limit === b.limit &&
    (a.sort ?? 'status') === (b.sort ?? 'status') &&
    !!a.descending === !!b.descending &&
    (a.query ?? '') === (b.query ?? '') &&
    (a.status ?? []).join('\n') === (b.status ?? []).join('\n')
  );
}

/**
 * A verdict's reason, conclusion first, for a row of a few lines: a reason that says what failed and
 * then where ("no trace supply: … — nearest throwing HQ …: needs 8 MP, the throw range is 4 MP,
 * stopped at 3109; …") is shown where first, the clauses that stopped somewhere before the others,
 * so the MP and the hex it stopped at are never the part cut off. The words are the engine's, only
 * reordered; a reason without a "where" is as it is.
 */
export function conclusionFirst(reason: string): { lead: string; rest: string } {
  const at = reason.indexOf(' — ');
  if (at < 0) return { lead: reason, rest: '' };
  const clauses = topLevelClauses(reason.slice(at + 3));
  const stopped = (c: string) => (/stopped at /.test(c) ? 0 : 1);
  const lead = clauses.sort((a, b) => stopped(a) - stopped(b)).join('; ');
  return { lead, rest: reason.slice(0, at) };
}

/** "a; b (c; d); e" → ["a", "b (c; d)", "e"]: split at semicolons outside brackets. */
function topLevelClauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0 && text[k + 1] === ' ') {
      out.push(text.slice(from, k));
      from = k + 2;
    }
  }
  out.push(text.slice(from));
  return out;
}
