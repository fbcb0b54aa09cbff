import { describe, expect, it } from 'vitest';
import { ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import {
  extenderBlocked,
  extenderIsSource,
  extenderLinks,
  railCarriesSupply,
  sourceBlocked,
  suppliesSide,
} from './source-rules.js';

const edge = (side: string) => ({ hex: '0101', side, kind: 'map-edge' as const, name: 'Edge' });

describe('OCS 12.6a-b: which supply sources work', () => {
  it("a game's supply source supplies the side it is listed for, and not the enemy", () => {
    expect(suppliesSide(edge('a'), 'a')).toBe(true);
    expect(suppliesSide(edge('a'), 'b')).toBe(false);
  });

  it('a source works when neither an enemy combat unit nor an un-negated enemy ZOC is in its hex', () => {
    expect(sourceBlocked(0, '0101')).toBeUndefined();
  });

  it('12.6b: enemy ZOC in the source hex stops it, and the reason cites the rule', () => {
    expect(sourceBlocked(ENEMY_ZOC, '0101')).toBe('enemy ZOC in 0101 (OCS 12.6b)');
  });

  it('an enemy combat unit in the hex stops it, and is named before its ZOC', () => {
    expect(sourceBlocked(ENEMY_UNIT | ENEMY_ZOC, '0101')).toBe('an enemy combat unit holds 0101');
  });

  it('12.6a-2: the railroad carries detrainable status through clear hexes only', () => {
    expect(railCarriesSupply(0)).toBe(true);
    expect(railCarriesSupply(ENEMY_ZOC)).toBe(false);
    expect(railCarriesSupply(ENEMY_UNIT)).toBe(false);
  });
});

describe('OCS 12.7: when an Extender is a source, a link, or neither', () => {
  it('a clear Extender links back and is a source (12.7a A)', () => {
    expect(extenderBlocked(0, '0505', false)).toBeUndefined();
    expect(extenderLinks(0, false)).toBe(true);
    expect(extenderIsSource(0)).toBe(true);
  });

  it('12.7h: one with an enemy combat unit in its hex has collapsed: no source and no link, under either reading', () => {
    expect(extenderBlocked(ENEMY_UNIT, '0505', true)).toBe(
      'an enemy combat unit is in 0505: the Extender has collapsed (OCS 12.7h)',
    );
    expect(extenderLinks(ENEMY_UNIT, true)).toBe(false);
    expect(extenderLinks(ENEMY_UNIT | ENEMY_ZOC, true)).toBe(false);
    expect(extenderIsSource(ENEMY_UNIT)).toBe(false);
  });

  it('12.6b: one in enemy ZOC is no source; it passes a daisy chain on (12.7c) only under the reading relays', () => {
    expect(extenderIsSource(ENEMY_ZOC)).toBe(false);
    expect(extenderLinks(ENEMY_ZOC, false)).toBe(false);
    expect(extenderLinks(ENEMY_ZOC, true)).toBe(true);
    expect(extenderBlocked(ENEMY_ZOC, '0505', false)).toBe(
      'enemy ZOC in 0505 (OCS 12.6b: no trace supply from any kind of source there)',
    );
    expect(extenderBlocked(ENEMY_ZOC, '0505', true)).toBe(
      "enemy ZOC in 0505 (OCS 12.6b: no trace supply from any kind of source there; it still passes a daisy chain on, by this game's reading)",
    );
  });
});
