import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenNested, splitChain } from './nested-sequence.js';
import { decodeSequence, encodeSequence } from './sequence-encoder.js';

/** The level-by-level readings the one-pass reader replaces: the reference it must agree with. */
function splitChainByLevels(chain: string): string[] {
  const links: string[] = [];
  let rest: string | undefined = chain;
  while (rest !== undefined) {
    const parts = decodeSequence(rest, '\t');
    links.push(parts[0]!);
    rest = parts.length > 1 ? parts[1] : undefined;
  }
  return links;
}

function flattenByLevels(text: string, delimiter: string): string[] {
  const out: string[] = [];
  const walk = (s: string) => {
    const parts = decodeSequence(s, delimiter);
    out.push(parts[0]!);
    for (const sub of parts.slice(1)) walk(sub);
  };
  walk(text);
  return out;
}

const messy = fc.string({ unit: fc.constantFrom('a', 'b', '\t', '\\', "'", ';', '\u001b'), maxLength: 40 });
const chainOf = (links: string[]) => links.reduceRight((inner, link) => encodeSequence([link, inner], '\t'));

describe('reading nested trait chains and compound commands in one pass', () => {
  it('gives what decoding level by level gives, on any text', () => {
    fc.assert(
      fc.property(messy, (s) => {
        expect(splitChain(s)).toEqual(splitChainByLevels(s));
        expect(flattenNested(s, '\u001b')).toEqual(flattenByLevels(s, '\u001b'));
        expect(flattenNested(s, '\t')).toEqual(flattenByLevels(s, '\t'));
      }),
      { numRuns: 3000 },
    );
  });
  it('gives back every link of a chain VASSAL encoded, quotes and backslashes included', () => {
    fc.assert(
      fc.property(fc.array(messy, { minLength: 1, maxLength: 12 }), (links) => {
        const chain = chainOf(links);
        expect(splitChain(chain)).toEqual(splitChainByLevels(chain));
      }),
      { numRuns: 2000 },
    );
  });
  it('reads 3,000 nested traits in well under a second (level by level took half a minute)', () => {
    const links = Array.from({ length: 3000 }, (_, k) => `mark;Level${k}`);
    links.push('piece;;;a.png;Deep');
    const chain = deepChain(links);
    expect(deepChain(links.slice(0, 5))).toBe(chainOf(links.slice(0, 5)));
    const t0 = performance.now();
    const read = splitChain(chain);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(read).toHaveLength(3001);
    expect(read[2999]).toBe('mark;Level2999');
    expect(read[3000]).toBe('piece;;;a.png;Deep');
  });
  it('refuses a piece with more traits than the cap, naming it', () => {
    expect(() => splitChain(deepChain(Array.from({ length: 5_002 }, () => 'x')))).toThrow(/pieceTraits = 5,000/);
  });
});

/** A chain as VASSAL nests it (the k-th link's tab escaped by k backslashes), built in linear time. */
function deepChain(links: string[]): string {
  return links.map((l, k) => (k === links.length - 1 ? l : l + '\\'.repeat(k) + '\t')).join('');
}
