import type { SideView } from './side-view.js';

/**
 * A change to one list: `remove` items of the old list from index `at` replaced by `insert`. A
 * list's hunks are in the old list's order and never overlap.
 */
export interface ListHunk<T> {
  at: number;
  remove: number;
  insert: T[];
}

type ListKeys<V> = { [K in keyof V]: V[K] extends unknown[] ? K : never }[keyof V];
type ItemOf<L> = L extends ReadonlyArray<infer T> ? T : never;

/**
 * What changed from one view to the next (a side's, or the referee's state view): each changed
 * list as hunks, each other changed field whole. Everything in it is taken from the newer view, so
 * a delta never carries more than the view it leads to (what the sentinel tests check of views
 * holds of their deltas).
 */
export type ViewDelta<V = SideView> = { [K in ListKeys<V>]?: ListHunk<ItemOf<V[K]>>[] } & {
  [K in Exclude<keyof V, ListKeys<V>>]?: V[K];
};

/** A side's view moving on from version `from` to `to`: what the player server and a relay send. */
export interface ViewChange {
  from: number;
  to: number;
  delta: ViewDelta;
}

/** each item's JSON, kept while the item lives: an unchanged item of a long list is written once */
const texts = new WeakMap<object, string>();

/** An item's JSON text (kept for object items: views are read-only, never changed in place). */
export function itemJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  let t = texts.get(v);
  if (t === undefined) {
    t = JSON.stringify(v);
    texts.set(v, t);
  }
  return t;
}

/** The view as JSON, exactly as JSON.stringify writes it, its list items' texts reused from earlier views. */
export function viewJson(view: object): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(view)) {
    if (v === undefined) continue;
    const value = Array.isArray(v) ? `[${v.map(itemJson).join(',')}]` : JSON.stringify(v);
    parts.push(`${JSON.stringify(k)}:${value}`);
  }
  return `{${parts.join(',')}}`;
}

/** What changed from `prev` to `next` (an empty object: nothing the side can see). */
export function viewDelta<V extends object = SideView>(prev: V, next: V): ViewDelta<V> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as Array<keyof V>) {
    const a = prev[key];
    const b = next[key];
    if (Array.isArray(b)) {
      const hunks = listHunks(Array.isArray(a) ? (a as unknown[]) : [], b as unknown[]);
      if (hunks.length) out[key as string] = hunks;
    } else if (a !== b && itemJson(a) !== itemJson(b)) out[key as string] = b;
  }
  return out as ViewDelta<V>;
}

/** The view `delta` leads to from `prev`: items not changed are the same objects as in `prev`. */
export function applyViewDelta<V extends object = SideView>(prev: V, delta: ViewDelta<V>): V {
  const next: Record<string, unknown> = { ...(prev as Record<string, unknown>) };
  for (const [key, change] of Object.entries(delta)) {
    if (change === undefined) continue;
    const was = (prev as unknown as Record<string, unknown>)[key];
    next[key] = Array.isArray(was) ? applyHunks(was, change as ListHunk<unknown>[], key) : change;
  }
  return next as unknown as V;
}

/** the list `hunks` make of `list`; hunks out of order or past the list's end are refused by name */
export function applyHunks<T>(list: readonly T[], hunks: readonly ListHunk<T>[], name = 'list'): T[] {
  const out: T[] = [];
  let from = 0;
  for (const h of hunks) {
    if (h.at < from || h.at + h.remove > list.length)
      throw new Error(`a change to the view's ${name} does not fit it (at ${h.at}, ${list.length} items)`);
    for (let i = from; i < h.at; i++) out.push(list[i]!);
    for (const x of h.insert) out.push(x);
    from = h.at + h.remove;
  }
  for (let i = from; i < list.length; i++) out.push(list[i]!);
  return out;
}

/**
 * The hunks turning `a` into `b`, items equal when they are the same object or have the same JSON.
 * A greedy walk: at a difference it takes the nearer way back into step (items dropped from `a`,
 * or items new in `b`), so a moved, added or removed item costs one or two small hunks, and a
 * log's tail sliding on costs one at each end. Not always the shortest patch, always a right one.
 */
export function listHunks<T>(a: readonly T[], b: readonly T[]): ListHunk<T>[] {
  const same = (i: number, j: number) => a[i] === b[j] || itemJson(a[i]) === itemJson(b[j]);
  // the common head and tail first: most changes touch few items of a long list
  let head = 0;
  while (head < a.length && head < b.length && same(head, head)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && same(a.length - 1 - tail, b.length - 1 - tail)) tail++;
  const aEnd = a.length - tail;
  const bEnd = b.length - tail;
  const ta = a.slice(head, aEnd).map(itemJson);
  const tb = b.slice(head, bEnd).map(itemJson);
  const inA = positions(ta, head);
  const inB = positions(tb, head);
  const hunks: ListHunk<T>[] = [];
  let i = head;
  let j = head;
  let open: ListHunk<T> | null = null;
  const hunk = () => (open ??= { at: i, remove: 0, insert: [] });
  while (i < aEnd || j < bEnd) {
    if (i < aEnd && j < bEnd && (a[i] === b[j] || ta[i - head] === tb[j - head])) {
      if (open) hunks.push(open);
      open = null;
      i++;
      j++;
      continue;
    }
    if (j >= bEnd) {
      hunk().remove += aEnd - i;
      i = aEnd;
      continue;
    }
    if (i >= aEnd) {
      hunk().insert.push(...b.slice(j, bEnd));
      j = bEnd;
      continue;
    }
    const ai = nextAt(inA.get(tb[j - head]!), i); // b[j] is found later in a: a[i..ai) dropped
    const bj = nextAt(inB.get(ta[i - head]!), j); // a[i] is found later in b: b[j..bj) new
    const h = hunk();
    if (ai >= 0 && (bj < 0 || ai - i <= bj - j)) {
      h.remove += ai - i;
      i = ai;
    } else if (bj >= 0) {
      h.insert.push(...b.slice(j, bj));
      j = bj;
    } else {
      h.remove++;
      h.insert.push(b[j]!);
      i++;
      j++;
    }
  }
  if (open) hunks.push(open);
  return hunks;
}

/** where each text is in the list, counted from `offset` */
function positions(texts: readonly string[], offset: number): Map<string, number[]> {
  const m = new Map<string, number[]>();
  texts.forEach((t, k) => {
    const list = m.get(t);
    if (list) list.push(k + offset);
    else m.set(t, [k + offset]);
  });
  return m;
}

/** the first of the ascending positions at or after `from`, or -1 */
function nextAt(list: number[] | undefined, from: number): number {
  if (!list) return -1;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length ? list[lo]! : -1;
}
