import type { VerdictPage, VerdictPageQuery } from '../../shared/api.js';

/**
 * The verdict list's pages (VerdictList.svelte): how many rows a page holds, the first page a check
 * asks for before the referee filters, searches or reorders the list, and the page a check sent.
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
