import { checkCount } from '../import-limits.js';

/**
 * Nested SequenceEncoder lists (a piece's trait chain, a save's compound commands) read in one pass.
 * Each level of nesting escapes the delimiter once more, so a chain of n traits is about n²/2
 * characters; decoding it level by level, as sequence-encoder.ts does, copies every level's rest
 * again (n³: 3,000 traits took half a minute). Here the text is never copied: a delimiter preceded
 * by exactly d backslashes splits the elements of nesting level d, and an element is decoded only
 * when it is taken, with d + 1 of its escapes dropped. The result is the same as decodeSequence
 * applied level by level, quotes included (nested-sequence.test.ts checks this on random texts).
 */
interface Window {
  start: number;
  end: number;
  level: number;
}

export class NestedSequence {
  /** delimiter positions by the number of backslashes just before them */
  private readonly byRun = new Map<number, number[]>();
  private readonly escaped: RegExp;
  private static readonly escapes = new Map<string, RegExp>();

  constructor(
    private readonly text: string,
    private readonly delimiter: string,
  ) {
    const code = delimiter.charCodeAt(0);
    for (let i = 0, run = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === code) {
        let list = this.byRun.get(run);
        if (!list) this.byRun.set(run, (list = []));
        list.push(i);
        run = 0;
      } else run = c === 0x5c ? run + 1 : 0;
    }
    let escaped = NestedSequence.escapes.get(delimiter);
    if (!escaped) NestedSequence.escapes.set(delimiter, (escaped = new RegExp(`\\\\+${delimiter}`, 'g')));
    this.escaped = escaped;
  }

  get root(): Window {
    return { start: 0, end: this.text.length, level: 0 };
  }

  /** A window's elements: the first decoded, each later one as a window of the next level. */
  split(w: Window): { first: string; rest: Window[] } {
    const list = this.byRun.get(w.level) ?? [];
    let k = lowerBound(list, w.start);
    const cuts: number[] = [];
    for (; k < list.length && list[k]! < w.end; k++) cuts.push(list[k]!);
    const first = this.decode(w.start, cuts.length ? cuts[0]! - w.level : w.end, w.level + 1);
    const rest = cuts.map((cut, i) => {
      const next = cuts[i + 1];
      return this.unquoted({ start: cut + 1, end: next === undefined ? w.end : next - w.level, level: w.level + 1 });
    });
    return { first: unquote(first), rest };
  }

  private decode(start: number, end: number, drop: number): string {
    const s = this.text.slice(start, end);
    return s.replace(this.escaped, (m) => '\\'.repeat(m.length - 1 - drop) + this.delimiter);
  }

  /** decodeSequence drops the single quotes around an element: its ends are never dropped escapes */
  private unquoted(w: Window): Window {
    const t = this.text;
    return w.end - w.start > 1 && t[w.start] === "'" && t[w.end - 1] === "'"
      ? { ...w, start: w.start + 1, end: w.end - 1 }
      : w;
  }
}

function unquote(s: string): string {
  return s.length > 1 && s.startsWith("'") && s.endsWith("'") ? s.slice(1, -1) : s;
}

function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Splits a trait chain (type or state) into its links, outermost first. */
export function splitChain(chain: string): string[] {
  const seq = new NestedSequence(chain, '\t');
  const links: string[] = [];
  let w = seq.root;
  for (;;) {
    const { first, rest } = seq.split(w);
    links.push(first);
    checkCount('pieceTraits', links.length, 'a piece has more traits than this');
    if (!rest.length) return links;
    w = rest[0]!;
  }
}

/** Every command of a save's stream, nested compound commands flattened in order. */
export function flattenNested(text: string, delimiter: string): string[] {
  const seq = new NestedSequence(text, delimiter);
  const out: string[] = [];
  const todo = [seq.root];
  while (todo.length) {
    const { first, rest } = seq.split(todo.pop()!);
    out.push(first);
    for (let i = rest.length - 1; i >= 0; i--) todo.push(rest[i]!);
  }
  return out;
}
