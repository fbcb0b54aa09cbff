import { describe, expect, it } from 'vitest';
import type { DumpView } from '../../shared/api.js';
import { dumpLabel, dumpPlace, uniqueLabels, type DumpNaming } from '../../src-renderer/rules/dump-labels.js';

/** The inspector's ruleset sections name a dump as the referee finds it on the map, never by its id. */
const dump = (id: string, over: Partial<DumpView> = {}): DumpView => ({
  id,
  side: 'ax',
  hex: '1208',
  amount: 96,
  amountText: '8 SP',
  captured: false,
  carriedBy: null,
  arrivedText: null,
  blown: false,
  resource: 'sp',
  ...over,
});
const sides: Record<string, string> = { ax: 'Axis', su: 'Soviet' };
const ocs: DumpNaming = {
  sideName: (id) => sides[id] ?? id,
  unitName: (id) => (id === 'pz-2-5' ? '2/5 Pz' : 'a unit'),
};
const gc: DumpNaming = { ...ocs, kindName: (r) => ({ sp: 'SP', srp: 'SRP', chit: 'Offensive Chits' })[r] ?? r };

describe('dump labels', () => {
  it("OCS: the side's dump, carried by its Transport Point (12.1b)", () => {
    expect(dumpLabel(dump('ax-dump-3'), ocs)).toBe('Axis dump');
    expect(dumpLabel(dump('ax-dump-4', { carriedBy: 'pz-2-5' }), ocs)).toBe('Axis dump carried by 2/5 Pz');
  });

  it('GC: the side and kind of points (19), carried by its unit', () => {
    expect(dumpLabel(dump('de-srp', { resource: 'srp' }), gc)).toBe('Axis SRP');
    expect(dumpLabel(dump('su-oc', { side: 'su', resource: 'chit' }), gc)).toBe('Soviet Offensive Chits');
    expect(dumpLabel(dump('d9', { carriedBy: 'pz-2-5' }), gc)).toBe('Axis SP carried by 2/5 Pz');
  });

  it('a dump elsewhere is named by its side and place', () => {
    expect(dumpPlace(dump('ax-dump-3'), ocs)).toBe('the Axis dump at 1208');
    expect(dumpPlace(dump('d9', { carriedBy: 'pz-2-5', hex: '0111' }), gc)).toBe(
      'the Axis dump carried by 2/5 Pz at 0111',
    );
  });

  it('two dumps that would read the same are told apart, in order, and no label holds an id', () => {
    const here = [dump('ax-dump-1'), dump('su-dump-2', { side: 'su' }), dump('ax-dump-3'), dump('ax-dump-4')];
    const labels = uniqueLabels(here, (d) => dumpLabel(d, ocs));
    expect(labels).toEqual({
      'ax-dump-1': 'Axis dump',
      'su-dump-2': 'Soviet dump',
      'ax-dump-3': 'Axis dump (2)',
      'ax-dump-4': 'Axis dump (3)',
    });
    expect(new Set(Object.values(labels)).size).toBe(here.length);
    for (const l of Object.values(labels)) expect(l).not.toMatch(/dump-\d/);
  });
});
