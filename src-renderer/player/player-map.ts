import { MapGeometry } from '../map/map-geometry.js';
import type { PublicGame, SideView } from '../../shared/view/side-view.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';

/** Beyond this many hexes in view, each is drawn as a dot-sized square, not a hexagon. */
const DETAIL_LIMIT = 15_000;

/**
 * The player's map on a canvas: terrain, the side's own units as counters with their short name,
 * and the other sides' units only as the view gives them (a '?' marker, a type, or a counter).
 */
export class PlayerMap {
  readonly geo: MapGeometry;
  private readonly colours: Map<string, string>;
  private readonly sideColours: Map<string, string>;
  k = 1;
  tx = 0;
  ty = 0;

  constructor(private readonly game: PublicGame) {
    this.geo = new MapGeometry(game as unknown as GameDefinition);
    this.colours = new Map(game.terrain.map((t) => [t.code, t.color]));
    this.sideColours = new Map(game.sides.map((s) => [s.id, s.color]));
  }

  /** centre the map on a hex at a zoom showing a few dozen hexes across */
  centreOn(hex: string, width: number, height: number): void {
    const i = this.geo.grid.indexOf(hex);
    if (i < 0) return;
    this.k = 1;
    this.tx = width / 2 - this.geo.cx[i]!;
    this.ty = height / 2 - this.geo.cy[i]!;
  }

  draw(ctx: CanvasRenderingContext2D, view: SideView | null, width: number, height: number): void {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.setTransform(this.k, 0, 0, this.k, this.tx, this.ty);
    const x0 = -this.tx / this.k;
    const y0 = -this.ty / this.k;
    const x1 = x0 + width / this.k;
    const y1 = y0 + height / this.k;
    const rows = this.game.map.hexes;
    const grid = this.geo.grid;
    const coarse = this.geo.countIn(x0, y0, x1, y1) > DETAIL_LIMIT;
    this.geo.forEachIn(x0, y0, x1, y1, (i) => {
      ctx.fillStyle = this.colours.get(rows[grid.row(i)]?.[grid.col(i)] ?? ' ') ?? '#777777';
      if (coarse) ctx.fillRect(this.geo.cx[i]! - 20, this.geo.cy[i]! - 20, 40, 40);
      else {
        ctx.beginPath();
        this.geo.tracePath(ctx, i);
        ctx.fill();
      }
    });
    if (!view) return;
    // counters off the canvas are not drawn: a monster game's side has thousands, a screen shows dozens
    this.shown = { x0: x0 - 20, y0: y0 - 20, x1: x1 + 20, y1: y1 + 20 };
    for (const u of view.units) this.counter(ctx, u.hex, this.sideColours.get(u.side) ?? '#888', shortName(u.name));
    for (const e of view.enemies) {
      if (e.level === 'marker') this.counter(ctx, e.hex, '#555555', '?');
      else
        this.counter(
          ctx,
          e.hex,
          this.sideColours.get(e.side ?? '') ?? '#555',
          e.name ? shortName(e.name) : (e.type ?? '?'),
        );
    }
    for (const hex of view.enemyDumps) this.counter(ctx, hex, '#333333', 'SP', 10);
  }

  private shown = { x0: 0, y0: 0, x1: 0, y1: 0 };

  private counter(ctx: CanvasRenderingContext2D, hex: string, colour: string, label: string, size = 14): void {
    const i = this.geo.grid.indexOf(hex);
    if (i < 0) return;
    const x = this.geo.cx[i]!;
    const y = this.geo.cy[i]!;
    const b = this.shown;
    if (x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1) return;
    ctx.fillStyle = colour;
    ctx.fillRect(x - size, y - size, 2 * size, 2 * size);
    ctx.strokeStyle = '#000000';
    ctx.lineWidth = 1;
    ctx.strokeRect(x - size, y - size, 2 * size, 2 * size);
    if (this.k < 0.4) return;
    ctx.fillStyle = '#ffffff';
    ctx.font = '8px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(label.slice(0, 8), x, y + 3);
  }
}

function shortName(name: string): string {
  return name.split(/\s+/)[0] ?? name;
}
