import type { Page } from 'playwright-core';
import type { Ruleset } from '../../shared/engine/ruleset.js';
import { allRulesets, rulesetInfo } from '../../shared/rules/rulesets.js';

/**
 * Everything a page shows a referee as text: the body's text with every <details> opened (collapsed
 * sections still count), and the words kept in attributes (tooltips, labels, placeholders).
 */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const closed = [...document.querySelectorAll('details')].filter((d) => !d.open);
    for (const d of closed) d.open = true;
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder], option')) {
      for (const a of ['title', 'aria-label', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
      if (el.tagName === 'OPTION') parts.push(el.textContent ?? '');
    }
    // as they were: an open menu would cover what the walk clicks next
    for (const d of closed) d.open = false;
    return parts.join('\n');
  });
}

/** One word or phrase a ruleset registers as its own, and where in its registration it came from. */
export interface OwnWord {
  word: string;
  from: string;
}

/**
 * The words a ruleset's registration makes its own: its citation prefix, its terms, its status
 * words, markers, phase names and unit modes, and the words of the parts it has (AR, RE, dumps and
 * Ledgers, an HQ's range).
 */
function ownWords(r: Ruleset): OwnWord[] {
  const words: OwnWord[] = [{ word: r.cites, from: 'cites' }];
  for (const t of r.terms) words.push({ word: t, from: 'terms' });
  for (const s of r.statusWords) words.push({ word: s.label, from: 'statusWords' });
  for (const m of r.markers) words.push({ word: m.label, from: 'markers' });
  for (const p of r.phases) words.push({ word: p.name, from: 'phases' });
  for (const m of r.unitModes ?? []) words.push({ word: m.label, from: 'unitModes' });
  if (r.actionRating) words.push({ word: 'AR', from: 'actionRating' });
  if (r.regimentEquivalents) words.push({ word: 'RE', from: 'regimentEquivalents' });
  if (r.supplyDumps) words.push({ word: 'dump', from: 'supplyDumps' }, { word: 'Ledgers', from: 'supplyDumps' });
  if (r.hqRange) words.push({ word: 'HQ', from: 'hqRange' }, { word: r.hqRange, from: 'hqRange' });
  return words;
}

/** Another ruleset's own words that this one does not share: none of them may show in a game of it. */
export function foreignWords(id: string): Array<OwnWord & { ruleset: string }> {
  const mine = new Set(ownWords(rulesetInfo(id)).map((w) => w.word.toLowerCase()));
  const out: Array<OwnWord & { ruleset: string }> = [];
  for (const other of allRulesets()) {
    if (other.id === id) continue;
    for (const w of ownWords(other))
      if (!mine.has(w.word.toLowerCase()) && !out.some((o) => o.word === w.word)) out.push({ ...w, ruleset: other.id });
  }
  return out;
}

/**
 * The text with the ruleset's own words blanked out, longest first, so that another ruleset's
 * shorter word inside one of them is not a leak (GC's "Movement Phase" in OCS's "Movement Phase:
 * Breakout Segment").
 */
export function withoutOwnWords(text: string, id: string): string {
  const own = ownWords(rulesetInfo(id))
    .map((w) => w.word)
    .sort((a, b) => b.length - a.length);
  let out = text;
  for (const w of own) out = out.replace(pattern(w, 'g'), ' ');
  return out;
}

/** A word or phrase as a whole word: short capitalised abbreviations (AR, RE, GC) case-sensitive, phrases not. */
function pattern(word: string, flags = ''): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const i = /^[A-Z]{1,4}$/.test(word) ? '' : 'i';
  return new RegExp(`(?<![\\w-])${escaped}s?(?![\\w-])`, flags + i);
}

/** Where a word shows in the text as a whole word (a citation prefix or short word never matches inside another). */
export function wordAt(text: string, word: string): number {
  return pattern(word).exec(text)?.index ?? -1;
}
