import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyGameEdit } from './game-edit.js';
import { parseGame } from '../parse-campaign.js';

const demo = parseGame(JSON.parse(readFileSync('assets/demo/classic-demo.game.json', 'utf8')), 'the classic demo game');

describe("the game editor's edits", () => {
  it('paints terrain onto hexes, and refuses a hex that is not on the map', () => {
    const g = applyGameEdit(demo, { type: 'paint', terrain: 'marsh', hexes: ['0101', '0202'] });
    expect(g.map.hexes[0]![0]).toBe('m');
    expect(g.map.hexes[1]![1]).toBe('m');
    expect(demo.map.hexes[0]![0]).toBe('.');
    expect(() => applyGameEdit(demo, { type: 'paint', terrain: 'marsh', hexes: ['9999'] })).toThrow(
      '"9999" is not a hex on this map',
    );
    expect(() => applyGameEdit(demo, { type: 'paint', terrain: 'jungle', hexes: ['0101'] })).toThrow(
      /there is no terrain "jungle"/,
    );
  });
  it('sets and clears a feature on the hexside between two neighbours', () => {
    const g = applyGameEdit(demo, { type: 'hexside', a: '0101', b: '0201', feature: 'river' });
    expect(g.hexsides.at(-1)).toEqual({ a: '0101', b: '0201', feature: 'river' });
    expect(applyGameEdit(g, { type: 'hexside', a: '0201', b: '0101', feature: null }).hexsides).toHaveLength(
      demo.hexsides.length,
    );
    expect(() => applyGameEdit(demo, { type: 'hexside', a: '0101', b: '0301', feature: 'river' })).toThrow(
      /not adjacent/,
    );
  });
  it('draws a road hex by hex; a gap is refused, naming it', () => {
    const g = applyGameEdit(demo, { type: 'route', route: 'road', hexes: ['0101', '0201', '0301'] });
    expect(g.routes.at(-1)).toEqual({ type: 'road', hexes: ['0101', '0201', '0301'] });
    expect(() => applyGameEdit(demo, { type: 'route', route: 'road', hexes: ['0101', '0301'] })).toThrow(
      '0101 to 0301 is not a step between adjacent hexes: a route runs hex to neighbouring hex',
    );
    expect(applyGameEdit(g, { type: 'removeRoute', index: g.routes.length - 1 }).routes).toEqual(demo.routes);
  });
  it('marks and unmarks supply sources; edits terrain costs and table cells, keeping the game valid', () => {
    const g = applyGameEdit(demo, {
      type: 'source',
      hex: '0116',
      side: 'german',
      kind: 'map-edge',
      name: 'South road',
      remove: false,
    });
    expect(g.supplySources.filter((s) => s.side === 'german').map((s) => s.hex)).toEqual(['0108', '0116']);
    expect(
      applyGameEdit(g, { type: 'source', hex: '0116', side: 'german', kind: 'map-edge', remove: true }).supplySources,
    ).toEqual(demo.supplySources);
    expect(
      applyGameEdit(demo, { type: 'terrainCost', terrain: 'forest', mobility: 'armor', cost: 'P' }).terrain.find(
        (t) => t.id === 'forest',
      )!.cost.armor,
    ).toBe('P');
    expect(() => applyGameEdit(demo, { type: 'terrainCost', terrain: 'forest', mobility: 'horse', cost: 2 })).toThrow(
      /no mobility type "horse"/,
    );
    expect(() => applyGameEdit(demo, { type: 'tableCell', table: 'attrition', row: 0, column: 0, value: 1 })).toThrow(
      /no table "attrition"/,
    );
  });
});

describe("the game editor's national supply (GC 16.F)", () => {
  const gc = parseGame(
    (JSON.parse(readFileSync('assets/demo/gc-demo.campaign.json', 'utf8')) as { game: unknown }).game,
    'the grand campaign demo game',
  );
  it('marks a source for one nation of the side; a nation of another side is refused, naming the side', () => {
    const g = applyGameEdit(gc, {
      type: 'source',
      hex: '0505',
      side: 'axis',
      kind: 'city',
      nation: 'romanian',
      remove: false,
    });
    expect(g.supplySources.at(-1)).toEqual({ hex: '0505', side: 'axis', kind: 'city', nation: 'romanian' });
    expect(() =>
      applyGameEdit(gc, { type: 'source', hex: '0505', side: 'axis', kind: 'city', nation: 'soviet', remove: false }),
    ).toThrow('there is no nation "soviet" of Axis');
  });
  it("sets and clears an HQ type's kind (16.F.2); a type that is no HQ has none", () => {
    const army = applyGameEdit(gc, { type: 'unitTypeSet', unitType: 'command-hq', hqKind: 'coalition' });
    expect(army.unitTypes.find((t) => t.id === 'command-hq')!.hqKind).toBe('coalition');
    const none = applyGameEdit(army, { type: 'unitTypeSet', unitType: 'command-hq', hqKind: null });
    expect(none.unitTypes.find((t) => t.id === 'command-hq')!.hqKind).toBeUndefined();
    const plain = gc.unitTypes.find((t) => !t.hq)!;
    expect(() => applyGameEdit(gc, { type: 'unitTypeSet', unitType: plain.id, hqKind: 'army' })).toThrow(
      `${plain.name} is not an HQ type: only HQs have a kind (GC 16.F.2)`,
    );
  });
});

describe('a hex that is a source for two nations (GC 16.F.1)', () => {
  it("keeps the other nation's source when one nation's is marked or unmarked there", () => {
    const gc = parseGame(
      (JSON.parse(readFileSync('assets/demo/gc-demo.campaign.json', 'utf8')) as { game: unknown }).game,
      'the grand campaign demo game',
    );
    const at = (g: typeof gc) => g.supplySources.filter((s) => s.hex === '0505').map((s) => s.nation);
    const both = applyGameEdit(
      applyGameEdit(gc, { type: 'source', hex: '0505', side: 'axis', kind: 'city', nation: 'romanian', remove: false }),
      { type: 'source', hex: '0505', side: 'axis', kind: 'city', nation: 'hungarian', remove: false },
    );
    expect(at(both)).toEqual(['romanian', 'hungarian']);
    const one = applyGameEdit(both, {
      type: 'source',
      hex: '0505',
      side: 'axis',
      kind: 'city',
      nation: 'romanian',
      remove: true,
    });
    expect(at(one)).toEqual(['hungarian']);
  });
});
