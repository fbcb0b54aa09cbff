import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HexTable } from './hex-table.js';

describe('HexTable', () => {
  it('answers like a Map keyed by hex, for any sequence of sets and lookups', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 49 }), fc.string())),
        fc.array(fc.integer({ min: -3, max: 55 })),
        (sets, lookups) => {
          const table = new HexTable<string>(50);
          const map = new Map<number, string>();
          for (const [hex, v] of sets) {
            table.set(hex, v);
            map.set(hex, v);
          }
          for (const hex of lookups) {
            expect(table.get(hex)).toBe(map.get(hex));
            expect(table.has(hex)).toBe(map.has(hex));
          }
          expect(table.keys()).toEqual([...map.keys()]);
          expect(table.values()).toEqual([...map.values()]);
          expect(table.size).toBe(map.size);
        },
      ),
    );
  });
});
