import { describe, expect, it } from 'vitest';
import { drawMapPicture } from '../../test/helpers/map-picture.js';
import { pictureGame } from '../../test/helpers/picture-game.js';
import { alignFromClicks, hexAtPicture, hexWidthPx, planeCentre, toPicture } from './grid-alignment.js';

/** The three-click alignment: every hex centre lands within 2% of a hex's width of where it is drawn. */
describe('three-click alignment', () => {
  for (const orientation of ['flat', 'pointy'] as const) {
    it(`recovers a turned, non-square ${orientation}-top scan from three clicks half a pixel off`, () => {
      const { game, grid } = pictureGame({ columns: 14, rows: 10, orientation, seed: 2 });
      const drawn = drawMapPicture(game, grid, {
        hexWidth: 64,
        rotationDeg: -6,
        aspect: 1.04,
        blur: 0,
        noise: 0,
        symbols: false,
      });
      // a referee's clicks are never exact: zoomed in to click, each is up to half a pixel off the centre
      const jitter = [
        [0.4, -0.3],
        [-0.35, 0.45],
        [0.25, 0.35],
      ];
      const ids = ['0101', '1402', '0710'];
      const clicks = ids.map((id, k) => {
        const c = drawn.centre(grid, id);
        return { id, x: c.x + jitter[k]![0]!, y: c.y + jitter[k]![1]! };
      });
      const t = alignFromClicks(grid, clicks, drawn.picture);
      let worst = 0;
      for (let i = 0; i < grid.size; i++) {
        const p = planeCentre(grid, i);
        const got = toPicture(t, p.x, p.y);
        const truth = toPicture(drawn.alignment, p.x, p.y);
        worst = Math.max(worst, Math.hypot(got.x - truth.x, got.y - truth.y));
        expect(hexAtPicture(grid, t, truth.x, truth.y)).toBe(i);
      }
      expect(worst / 64).toBeLessThan(0.02);
      expect(hexWidthPx(t)).toBeGreaterThan(60);
    });
  }

  it('aligns each sheet of a multi-sheet map with its own ids', () => {
    const { game, grid } = pictureGame({ columns: 8, rows: 8, sheets: 2, seed: 4 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 60, sectionId: 'B', rotationDeg: 3, blur: 0, noise: 0 });
    const ids = ['B02.02', 'B07.03', 'B04.07'];
    const t = alignFromClicks(
      grid,
      ids.map((id) => ({ id, ...drawn.centre(grid, id) })),
      drawn.picture,
      'B',
    );
    const c = drawn.centre(grid, 'B05.05');
    expect(grid.printedId(hexAtPicture(grid, t, c.x, c.y))).toBe('B05.05');
    expect(() =>
      alignFromClicks(
        grid,
        ['A02.02', 'B07.03', 'B04.07'].map((id) => ({ id, x: 100, y: 100 })),
        drawn.picture,
        'B',
      ),
    ).toThrow(/A02\.02 is not on sheet "B"/);
  });

  describe('refuses clicks it cannot trust, naming the problem', () => {
    const { game, grid } = pictureGame({ columns: 14, rows: 10, seed: 2 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 60, blur: 0, noise: 0, symbols: false });
    const at = (id: string, as = id) => ({ id: as, ...drawn.centre(grid, id) });
    const refuse = (clicks: Array<{ id: string; x: number; y: number }>, message: RegExp) =>
      expect(() => alignFromClicks(grid, clicks, drawn.picture)).toThrow(message);

    it('the same hex twice', () => refuse([at('0202'), at('1303'), at('0202')], /0202 is clicked twice/));
    it('hexes next to each other', () =>
      refuse([at('0202'), at('0203'), at('0709')], /0202 and 0203 are 1 hex apart.*at least 3 apart/));
    it('three hexes on one line', () => refuse([at('0202'), at('0206'), at('0209')], /lie \(nearly\) on one line/));
    it('an id the map does not have', () =>
      refuse([at('0202'), at('1303', '9999'), at('0709')], /"9999" is not a hex/));
    it('a click outside the picture', () =>
      refuse([at('0202'), at('1303'), { id: '0709', x: -5, y: 40 }], /lies outside the \d+x\d+ picture/));
    it('a typed id that is not the hex clicked', () =>
      refuse([at('0202'), at('1303'), at('0709', '0707')], /do not fit a hex grid|mirror-imaged/));
  });
});
