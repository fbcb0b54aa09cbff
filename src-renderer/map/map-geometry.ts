import { HexGrid } from '../../shared/hex/hex-grid.js';
import { axialToOffset } from '../../shared/hex/offset.js';
import { axialToPixel, hexCorners, pixelToAxial } from '../../shared/hex/pixel.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';

/** Hex size in map pixels (centre to corner) at zoom 1. */
export const HEX_SIZE = 24;

/**
 * Where every hex sits on the map picture, as typed arrays built once per map, plus the lookups the
 * view needs: the hexes inside a rectangle (only those are drawn) and the hex under a point.
 */
export class MapGeometry {
  readonly grid: HexGrid;
  readonly cx: Float32Array;
  readonly cy: Float32Array;
  readonly width: number;
  readonly height: number;
  readonly corners: Array<{ x: number; y: number }>;
  /** where map point (0, 0) lies in axial pixel space (for the terrain raster) */
  readonly originX: number;
  readonly originY: number;
  private readonly stepX: number;
  private readonly stepY: number;

  constructor(game: GameDefinition) {
    this.grid = new HexGrid(game.map);
    // a table of every printed id speeds up multi-sheet maps' lookups; a single sheet's ids are read
    // digit by digit without it (building it for 100,000 hexes held up the first frame)
    if (game.map.sections.length > 1) this.grid.indexIds();
    const o = game.map.orientation;
    this.corners = hexCorners(o, HEX_SIZE);
    this.cx = new Float32Array(this.grid.size);
    this.cy = new Float32Array(this.grid.size);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < this.grid.size; i++) {
      const p = axialToPixel({ q: this.grid.q[i]!, r: this.grid.r[i]! }, o, HEX_SIZE);
      this.cx[i] = p.x;
      this.cy[i] = p.y;
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    this.originX = minX - HEX_SIZE;
    this.originY = minY - HEX_SIZE;
    for (let i = 0; i < this.grid.size; i++) {
      this.cx[i] = this.cx[i]! - this.originX;
      this.cy[i] = this.cy[i]! - this.originY;
    }
    this.width = maxX - minX + 2 * HEX_SIZE;
    this.height = maxY - minY + 2 * HEX_SIZE;
    this.stepX = o === 'flat' ? 1.5 * HEX_SIZE : Math.sqrt(3) * HEX_SIZE;
    this.stepY = o === 'flat' ? Math.sqrt(3) * HEX_SIZE : 1.5 * HEX_SIZE;
  }

  /** The hex under map point (x, y), or -1. */
  hexAt(x: number, y: number): number {
    const a = pixelToAxial(x + this.originX, y + this.originY, this.grid.layout.orientation, HEX_SIZE);
    const o = axialToOffset(a, this.grid.layout.orientation, this.grid.layout.offset);
    return this.grid.indexAt(o.col, o.row);
  }

  /** How many grid cells forEachIn would visit (holes included): cheap, for choosing how to draw. */
  countIn(x0: number, y0: number, x1: number, y1: number): number {
    const g = this.grid;
    const cols =
      Math.min(g.width - 1, Math.ceil(x1 / this.stepX) + 1) - Math.max(0, Math.floor(x0 / this.stepX) - 2) + 1;
    const rows =
      Math.min(g.height - 1, Math.ceil(y1 / this.stepY) + 1) - Math.max(0, Math.floor(y0 / this.stepY) - 2) + 1;
    return Math.max(0, cols) * Math.max(0, rows);
  }

  /** Calls f for every hex whose centre lies within the rectangle grown by one hex. */
  forEachIn(x0: number, y0: number, x1: number, y1: number, f: (i: number) => void): void {
    const g = this.grid;
    const c0 = Math.max(0, Math.floor(x0 / this.stepX) - 2);
    const c1 = Math.min(g.width - 1, Math.ceil(x1 / this.stepX) + 1);
    const r0 = Math.max(0, Math.floor(y0 / this.stepY) - 2);
    const r1 = Math.min(g.height - 1, Math.ceil(y1 / this.stepY) + 1);
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const i = row * g.width + col;
        if (g.exists[i]) f(i);
      }
    }
  }

  /** Adds the outline of hex i to a path. */
  tracePath(path: Path2D | CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, i: number, scale = 1): void {
    const x = this.cx[i]!;
    const y = this.cy[i]!;
    const c = this.corners;
    path.moveTo(x + c[0]!.x * scale, y + c[0]!.y * scale);
    for (let k = 1; k < 6; k++) path.lineTo(x + c[k]!.x * scale, y + c[k]!.y * scale);
    // back to the first corner by hand: Chromium's closePath() costs time in proportion to the
    // subpaths already in the path, so 100,000 hexes took 40 s to trace; a fill closes them anyway
    path.lineTo(x + c[0]!.x * scale, y + c[0]!.y * scale);
  }
}
