import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { backdropOfSheets, type AlignedSheet } from '../../shared/picture/backdrop-alignment.js';
import { planeCentre, toPicture, type Alignment } from '../../shared/picture/grid-alignment.js';
import { underlayPlace, underlayTransform } from '../../src-renderer/editor/underlay.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { pictureGame } from '../helpers/picture-game.js';

/**
 * The game editor lays each sheet's picture under the map from the alignment the pictures wizard
 * found (kept in the game file as its backdrop): every hex centre printed on the picture lands on
 * the editor's centre of the same hex, so the referee never finds the picture's place or scale by
 * trial.
 */

/** An alignment turned by `deg` around the picture's origin, `px` picture pixels per hex size, non-square by `aspect`. */
function turned(px: number, aspect: number, deg: number, e: number, f: number): Alignment {
  const t = (deg * Math.PI) / 180;
  return {
    a: px * Math.cos(t),
    b: -px * aspect * Math.sin(t),
    c: px * Math.sin(t),
    d: px * aspect * Math.cos(t),
    e,
    f,
  };
}

/** Where each hex centre of a sheet's picture lands on the editor's map, and where the editor draws that hex. */
function landings(game: GameDefinition, sheets: AlignedSheet[], size = (s: AlignedSheet) => s) {
  const backdrop = backdropOfSheets(new MapGeometry(game).grid, sheets)!;
  const placed = { ...game, map: { ...game.map, backdrop } };
  const geom = new MapGeometry(placed);
  const out: Array<{ sheet: string; hex: string; miss: number; fromMiddle: number }> = [];
  for (const s of sheets) {
    const u = underlayPlace(placed, geom, s.picture, size(s))!;
    expect(u, `sheet ${s.sectionId} is placed`).not.toBeNull();
    const k = size(s).width / s.width;
    const section = geom.grid.layout.sections.find((x) => x.id === s.sectionId)!;
    const m = geom.grid.indexAt(section.column + (section.columns >> 1), section.row + (section.rows >> 1));
    for (let i = 0; i < geom.grid.size; i++) {
      if (!geom.grid.exists[i] || geom.grid.section(i)!.id !== s.sectionId) continue;
      const c = planeCentre(geom.grid, i);
      const p = toPicture(s.alignment, c.x, c.y);
      // the editor draws the picture by this transform (draw-map.ts)
      const t = underlayTransform({ ...u, image: undefined as never, opacity: 1 });
      const x = t.a * p.x * k + t.c * p.y * k + t.e;
      const y = t.b * p.x * k + t.d * p.y * k + t.f;
      out.push({
        sheet: s.sectionId,
        hex: geom.grid.printedId(i),
        miss: Math.hypot(x - geom.cx[i]!, y - geom.cy[i]!),
        fromMiddle: Math.hypot(geom.cx[i]! - geom.cx[m]!, geom.cy[i]! - geom.cy[m]!),
      });
    }
  }
  return out;
}

describe('the editor underlay from the wizard alignment', () => {
  for (const orientation of ['flat', 'pointy'] as const) {
    it(`lands every printed hex centre on the editor's hex centre, two ${orientation}-top sheets scanned at different scales`, () => {
      const { game } = pictureGame({ columns: 10, rows: 8, sheets: 2, orientation, seed: 3 });
      const sheets: AlignedSheet[] = [
        { sectionId: 'A', picture: 'a.png', width: 900, height: 800, alignment: turned(31, 1.03, 0, 40, 55) },
        { sectionId: 'B', picture: 'b.jpg', width: 700, height: 600, alignment: turned(23, 0.98, 0, -300, 30) },
      ];
      const out = landings(game, sheets);
      expect(out).toHaveLength(160);
      expect(Math.max(...out.map((o) => o.miss))).toBeLessThan(0.01);
    });
  }

  it('places a smaller copy of the scan just the same: the board is the whole picture', () => {
    const { game } = pictureGame({ columns: 12, rows: 9, seed: 4 });
    const sheets: AlignedSheet[] = [
      { sectionId: '', picture: 'sheet.png', width: 1000, height: 760, alignment: turned(32, 1, 0, 30, 35) },
    ];
    const half = landings(game, sheets, (s) => ({ ...s, width: s.width / 2, height: s.height / 2 }));
    expect(Math.max(...half.map((o) => o.miss))).toBeLessThan(0.01);
  });

  it('lays a scan turned by a degree (or skewed) exactly, corner hexes included: the board keeps the whole alignment', () => {
    const { game } = pictureGame({ columns: 12, rows: 9, sheets: 2, seed: 4 });
    const skewed = { ...turned(27, 1.02, -1.5, 500, 40), b: turned(27, 1.02, -1.5, 0, 0).b + 0.3 };
    const sheets: AlignedSheet[] = [
      { sectionId: 'A', picture: 'a.png', width: 1000, height: 760, alignment: turned(32, 1, 1, 60, 20) },
      { sectionId: 'B', picture: 'b.png', width: 900, height: 700, alignment: skewed },
    ];
    const out = landings(game, sheets);
    expect(out).toHaveLength(216);
    // hexes far from each sheet's middle, where a square board drifted by ~1.7 % of that distance
    expect(Math.max(...out.map((o) => o.fromMiddle))).toBeGreaterThan(250);
    for (const corner of ['A01.01', 'A12.01', 'A01.09', 'A12.09', 'B01.01', 'B12.09'])
      expect(out.find((o) => o.hex === corner)!.miss, corner).toBeLessThan(0.01);
    expect(Math.max(...out.map((o) => o.miss))).toBeLessThan(0.01);
  });

  it('gives an unturned scan no axes, so the board reads as every board before', () => {
    const { game } = pictureGame({ columns: 10, rows: 8, seed: 3 });
    const sheets: AlignedSheet[] = [
      { sectionId: '', picture: 'a.png', width: 900, height: 800, alignment: turned(31, 1.03, 0, 40, 55) },
    ];
    const backdrop = backdropOfSheets(new MapGeometry(game).grid, sheets)!;
    expect(backdrop.boards[0]).not.toHaveProperty('axes');
    const turnedBy = backdropOfSheets(new MapGeometry(game).grid, [
      { ...sheets[0]!, alignment: turned(31, 1, 1, 40, 55) },
    ])!;
    expect(turnedBy.boards[0]!.axes!.uy).toBeCloseTo(-Math.sin(Math.PI / 180), 6);
  });

  it('leaves a picture no board names to be placed by hand when the game has several boards', () => {
    const { game } = pictureGame({ columns: 10, rows: 8, sheets: 2, seed: 3 });
    const sheets: AlignedSheet[] = [
      { sectionId: 'A', picture: 'a.png', width: 900, height: 800, alignment: turned(31, 1, 0, 40, 55) },
      { sectionId: 'B', picture: 'b.png', width: 900, height: 800, alignment: turned(31, 1, 0, -300, 55) },
    ];
    const backdrop = backdropOfSheets(new MapGeometry(game).grid, sheets)!;
    const placed = { ...game, map: { ...game.map, backdrop } };
    const geom = new MapGeometry(placed);
    expect(underlayPlace(placed, geom, 'other.png', { width: 900, height: 800 })).toBeNull();
    expect(underlayPlace(game, new MapGeometry(game), 'a.png', { width: 900, height: 800 })).toBeNull();
    expect(underlayPlace(placed, geom, 'b.png', { width: 900, height: 800 })?.placedBy).toBe('sheet B');
  });
});
