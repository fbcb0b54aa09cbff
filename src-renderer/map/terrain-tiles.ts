import { HEX_SIZE, type MapGeometry } from './map-geometry.js';
import type { StaticLayers } from './map-layers.js';
import { StaticLines } from './map-lines.js';
import { TerrainRaster } from './terrain-raster.js';

/** Tile side in device pixels. */
const TILE = 256;
/** The finest level: 2^3 = 8 device pixels per map unit (the view's closest zoom). */
const MAX_LEVEL = 3;
/** The whole-map picture's longest side, in CSS pixels (times the device pixel ratio). */
const BASE_SIDE = 1024;
/** Below this hex radius in device pixels a tile is painted pixel by pixel rather than hexagon by hexagon. */
const RASTER_BELOW = 4;
/** Hex outlines are drawn from this hex radius in device pixels (as the direct draw did above 6). */
const OUTLINE_FROM = 6;
/**
 * Tiles kept: the view's tiles with the ring around it, and as many again as the view itself shows
 * (so a zoom step back finds its level's view still drawn; a tile of any level covers 104–208 CSS
 * pixels, so a level's view is about as many tiles as the next's), at least MIN_TILES: 128 x 256 KB
 * = 32 MB for a 1400 x 850 view, where twice the view with its ring held 160 (40 MB).
 */
const MIN_TILES = 48;

/**
 * The terrain, hex outlines, roads, railroads and rivers as a pyramid of pre-drawn tiles, one level
 * per power of two of zoom, so that a frame only copies pictures however many hexes are in view.
 * - The whole map at a small scale (the base) is painted at once, for the first frame and as the
 *   stand-in for any tile not drawn yet.
 * - Other tiles are drawn on demand, nearest the view's centre first, within a time budget per frame;
 *   a missing one is shown from a coarser level meanwhile and `pending` asks for another frame.
 * - Least recently used tiles are dropped beyond the view's worth and another view's, so memory
 *   stays bounded while panning. Tiles painted pixel by pixel share one pixel buffer.
 */
export class TerrainTiles {
  private readonly raster: TerrainRaster;
  private readonly lines: StaticLines;
  private readonly baseLevel: number;
  private readonly base: ImageBitmap;
  /** drawn tiles as bitmaps, least recently used first: a dropped one is closed, its pixels freed at once */
  private readonly cache = new Map<string, ImageBitmap>();
  /** the one canvas every tile is drawn on, then handed over as a bitmap (transferToImageBitmap) */
  private painter: OffscreenCanvas | undefined;
  /** how many tiles are kept: set from the view's size (see MIN_TILES) */
  private maxCached = MIN_TILES;
  /** one tile's pixels, reused by every tile painted pixel by pixel */
  private readonly pixels = new ImageData(TILE, TILE);
  /** tiles in view (or next to it) not drawn yet after the last frame */
  pending = 0;

  constructor(
    private readonly geom: MapGeometry,
    private readonly layers: StaticLayers,
    dpr: number,
  ) {
    this.raster = new TerrainRaster(geom, layers.terrainOf, layers.terrainColors);
    this.lines = new StaticLines(geom, layers);
    this.baseLevel = Math.min(MAX_LEVEL, Math.floor(Math.log2((BASE_SIDE * dpr) / Math.max(geom.width, geom.height))));
    const s = 2 ** this.baseLevel;
    const w = Math.max(1, Math.ceil(geom.width * s));
    const h = Math.max(1, Math.ceil(geom.height * s));
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d')!;
    ctx.putImageData(this.raster.paint(0, 0, s, w, h), 0, 0);
    ctx.setTransform(s, 0, 0, s, 0, 0);
    this.lines.draw(ctx, 0, 0, geom.width, geom.height);
    // a bitmap holds the pixels once; a canvas kept for drawing from can hold them twice
    this.base = canvas.transferToImageBitmap();
  }

  /**
   * Draws the terrain for view transform t onto ctx (any transform; drawn in device pixels), drawing
   * missing tiles for up to `budgetMs`. Returns whether all of the view was drawn at full detail.
   */
  draw(
    ctx: CanvasRenderingContext2D,
    t: { x: number; y: number; k: number },
    size: { width: number; height: number; dpr: number },
    budgetMs: number,
  ): boolean {
    const start = performance.now();
    const d = t.k * size.dpr;
    const level = Math.min(MAX_LEVEL, Math.ceil(Math.log2(d) - 0.3));
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.imageSmoothingEnabled = true;
    // device pixel of map point x (or y), rounded so that neighbouring tiles meet without a seam
    const devX = (x: number) => Math.round(size.dpr * (t.x + x * t.k));
    const devY = (y: number) => Math.round(size.dpr * (t.y + y * t.k));
    if (level <= this.baseLevel) {
      ctx.drawImage(this.base, devX(0), devY(0), devX(this.geom.width) - devX(0), devY(this.geom.height) - devY(0));
      ctx.restore();
      this.pending = 0;
      return true;
    }
    const tm = TILE / 2 ** level;
    const mx0 = Math.max(0, -t.x / t.k);
    const my0 = Math.max(0, -t.y / t.k);
    const mx1 = Math.min(this.geom.width, (size.width - t.x) / t.k);
    const my1 = Math.min(this.geom.height, (size.height - t.y) / t.k);
    const [c0, c1, r0, r1] = [
      Math.floor(mx0 / tm),
      Math.ceil(mx1 / tm) - 1,
      Math.floor(my0 / tm),
      Math.ceil(my1 / tm) - 1,
    ];
    // the view's tiles, nearest the centre first, then a ring around the view to have ready
    const cx = (c0 + c1) / 2;
    const cy = (r0 + r1) / 2;
    const across = Math.ceil(size.width / (tm * t.k));
    const down = Math.ceil(size.height / (tm * t.k));
    this.maxCached = Math.max(MIN_TILES, (across + 3) * (down + 3) + (across + 1) * (down + 1));
    const wanted: Array<[number, number, boolean]> = [];
    for (let r = r0 - 1; r <= r1 + 1; r++)
      for (let c = c0 - 1; c <= c1 + 1; c++)
        if (c >= 0 && r >= 0 && c * tm < this.geom.width && r * tm < this.geom.height)
          wanted.push([c, r, c >= c0 && c <= c1 && r >= r0 && r <= r1]);
    wanted.sort(
      (a, b) => Number(b[2]) - Number(a[2]) || Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy),
    );
    let missing = 0;
    let complete = true;
    for (const [c, r, inView] of wanted) {
      let tile = this.get(level, c, r);
      if (!tile && performance.now() - start < budgetMs) tile = this.render(level, c, r);
      if (!tile) missing++;
      if (!inView) continue;
      const [x, y] = [devX(c * tm), devY(r * tm)];
      const [w, h] = [devX((c + 1) * tm) - x, devY((r + 1) * tm) - y];
      if (tile) ctx.drawImage(tile, x, y, w, h);
      else {
        complete = false;
        this.drawStandIn(ctx, level, c, r, x, y, w, h);
      }
    }
    ctx.restore();
    this.pending = missing;
    return complete;
  }

  private key(level: number, c: number, r: number): string {
    return `${level}/${c}/${r}`;
  }

  /** A drawn tile, marked as just used. */
  private get(level: number, c: number, r: number): ImageBitmap | undefined {
    const key = this.key(level, c, r);
    const tile = this.cache.get(key);
    if (tile) {
      this.cache.delete(key);
      this.cache.set(key, tile);
    }
    return tile;
  }

  /** A tile not drawn yet: the same ground from the nearest coarser level drawn, else from the base. */
  private drawStandIn(
    ctx: CanvasRenderingContext2D,
    level: number,
    c: number,
    r: number,
    x: number,
    y: number,
    w: number,
    h: number,
  ) {
    for (let up = 1; level - up > this.baseLevel; up++) {
      const parent = this.cache.get(this.key(level - up, c >> up, r >> up));
      if (!parent) continue;
      const part = TILE >> up;
      ctx.drawImage(parent, (c - ((c >> up) << up)) * part, (r - ((r >> up) << up)) * part, part, part, x, y, w, h);
      return;
    }
    const s = 2 ** this.baseLevel;
    const tm = TILE / 2 ** level;
    ctx.drawImage(this.base, c * tm * s, r * tm * s, tm * s, tm * s, x, y, w, h);
  }

  private render(level: number, c: number, r: number): ImageBitmap {
    this.painter ??= new OffscreenCanvas(TILE, TILE);
    const ctx = this.painter.getContext('2d')!;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, TILE, TILE);
    const s = 2 ** level;
    const tm = TILE / s;
    const [x0, y0] = [c * tm, r * tm];
    const hexPx = HEX_SIZE * s;
    if (hexPx < RASTER_BELOW) {
      const px = new Uint32Array(this.pixels.data.buffer);
      px.fill(0);
      this.raster.paintInto(px, x0, y0, s, TILE, TILE);
      ctx.putImageData(this.pixels, 0, 0);
    }
    ctx.setTransform(s, 0, 0, s, -x0 * s, -y0 * s);
    if (hexPx >= RASTER_BELOW) {
      const { geom, layers } = this;
      // traced on the context's own path, not on Path2D objects: a Path2D's points live outside the
      // JavaScript heap, so the hundreds of tiles drawn in a fast sweep left them for a late collection
      // (tens of MB of the page's memory, map.memory.mb)
      const byTerrain: number[][] = layers.terrainColors.map(() => []);
      geom.forEachIn(x0, y0, x0 + tm, y0 + tm, (i) => byTerrain[layers.terrainOf[i]!]!.push(i));
      byTerrain.forEach((hexes, k) => {
        if (hexes.length === 0) return;
        ctx.beginPath();
        for (const i of hexes) geom.tracePath(ctx, i);
        ctx.fillStyle = layers.terrainColors[k]!;
        ctx.fill();
      });
      if (hexPx >= OUTLINE_FROM) {
        ctx.beginPath();
        geom.forEachIn(x0, y0, x0 + tm, y0 + tm, (i) => geom.tracePath(ctx, i));
        ctx.strokeStyle = 'rgba(40, 40, 40, 0.35)';
        ctx.lineWidth = 1 / s;
        ctx.stroke();
      }
    }
    this.lines.draw(ctx, x0, y0, x0 + tm, y0 + tm);
    const tile = this.painter.transferToImageBitmap();
    this.cache.set(this.key(level, c, r), tile);
    while (this.cache.size > this.maxCached) {
      const [oldest, dropped] = this.cache.entries().next().value!;
      this.cache.delete(oldest);
      dropped.close();
    }
    return tile;
  }
}

const made = new WeakMap<StaticLayers, TerrainTiles>();

/** The tiles of a map's terrain, made on first need and kept with the map's layers (an edit makes new layers). */
export function terrainTilesFor(geom: MapGeometry, layers: StaticLayers, dpr: number): TerrainTiles {
  let tiles = made.get(layers);
  if (!tiles) {
    tiles = new TerrainTiles(geom, layers, dpr);
    made.set(layers, tiles);
  }
  return tiles;
}
