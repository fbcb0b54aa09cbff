import { underlayTransform, type Underlay } from '../editor/underlay.js';
import { HEX_SIZE, type MapGeometry } from './map-geometry.js';
import type { PieceLayers, StaticLayers } from './map-layers.js';
import { terrainTilesFor } from './terrain-tiles.js';
import { hexesPath, outlineArea, strokePath } from './overlay-paths.js';
import { drawBoards, type BoardLayer } from './board-backdrop.js';
import type { CounterStyle } from './draw-counters.js';
import { drawPieces, drawSources } from './draw-pieces.js';
import { terrainPicture } from './terrain-picture.js';
import { drawHexIds, drawSheets, HEX_IDS_FROM } from './hex-labels.js';
import { drawFan, type FanSlot } from './stack-fan.js';
import { markFailure } from './path-overlay.js';
import { hexsideSegment } from './map-lines.js';

/** The hexside line being drawn (hexsideSegment), one array for every frame. */
const segment = [0, 0, 0, 0];

export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

/**
 * Draws one frame: terrain batched by type (one fill per terrain type), hex outlines when they are
 * big enough to see, rivers, roads and rails, supply sources, dumps and unit counters — only for
 * the hexes in view.
 */
export function drawMap(
  ctx: CanvasRenderingContext2D,
  geom: MapGeometry,
  layers: StaticLayers,
  pieces: PieceLayers,
  t: ViewTransform,
  size: { width: number; height: number; dpr: number },
  selected: number,
  overlay: {
    statusOf: Map<string, string> | null;
    path: Int32Array;
    reach?: Int32Array;
    zoc?: { hexes: Int32Array; negated: Int32Array; color: string };
    /** areas outlined on the map (GC 16.G.3: isolated pockets) */
    areas?: Int32Array[];
    /** the game editor's picture of the printed map, under see-through terrain */
    backdrop?: Underlay;
    /** 'direct': terrain, outlines and lines drawn hex by hex each frame instead of from tiles (the tests' reference) */
    terrain?: 'tiles' | 'direct';
    /** a VASSAL module's boards under the grid, and the campaign's pictures (boards, counter art) */
    boards?: BoardLayer;
    picture?: (id: string) => HTMLImageElement | undefined;
    /** the hex where a failed supply path stopped, marked */
    failAt?: number;
    /** a stack clicked open: its counters side by side on screen (stack-fan.ts) */
    fan?: { hex: number; slots: FanSlot[]; chosen: ReadonlySet<string> };
    /** Imported counter art by unit */
    art?: CounterStyle['art'];
  } = { statusOf: null, path: new Int32Array(0) },
): number {
  ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
  ctx.fillStyle = getComputedStyle(ctx.canvas).getPropertyValue('--map-background') || '#30343a';
  const x0 = -t.x / t.k;
  const y0 = -t.y / t.k;
  const x1 = (size.width - t.x) / t.k;
  const y1 = (size.height - t.y) / t.k;
  // the background only where the map does not cover the view (a whole-canvas fill is a frame's cost)
  // (a single sheet has no holes; its ragged edge lies within two hexes of the map's bounds)
  const e = 2 * HEX_SIZE;
  const covered =
    overlay.terrain !== 'direct' &&
    !overlay.backdrop &&
    geom.grid.layout.sections.length === 1 &&
    x0 >= e &&
    y0 >= e &&
    x1 <= geom.width - e &&
    y1 <= geom.height - e;
  if (!covered) ctx.fillRect(0, 0, size.width, size.height);
  ctx.setTransform(size.dpr * t.k, 0, 0, size.dpr * t.k, size.dpr * t.x, size.dpr * t.y);
  // most of a monster map in view: no list of the hexes (it would hold 100,000); what is in view is
  // told by position, and the terrain comes from the cached picture
  const inRect = geom.countIn(x0, y0, x1, y1);
  const whole = inRect > PICTURE_ABOVE;
  const visible: number[] = [];
  if (!whole) geom.forEachIn(x0, y0, x1, y1, (i) => visible.push(i));

  // the module's boards under a faint wash of terrain colour
  if (overlay.boards && overlay.picture && drawBoards(ctx, overlay.boards, overlay.picture)) ctx.globalAlpha = 0.15;
  if (overlay.backdrop) {
    const b = overlay.backdrop;
    const u = underlayTransform(b);
    ctx.save();
    ctx.transform(u.a, u.b, u.c, u.d, u.e, u.f);
    ctx.drawImage(b.image, 0, 0);
    ctx.restore();
    ctx.globalAlpha = 1 - b.opacity;
  }
  const direct = overlay.terrain === 'direct';
  // terrain, outlines, roads, railroads and rivers: copied from pre-drawn tiles (terrain-tiles.ts),
  // missing ones drawn within a few milliseconds a frame
  if (!direct) terrainTilesFor(geom, layers, size.dpr).draw(ctx, t, size, TILE_BUDGET_MS);
  else if (whole) {
    // most of a monster map in view: the terrain comes from a picture drawn once per map
    const picture = terrainPicture(geom, layers);
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(picture, 0, 0, geom.width, geom.height);
  } else {
    const paths = layers.terrainColors.map(() => new Path2D());
    for (const i of visible) geom.tracePath(paths[layers.terrainOf[i]!]!, i);
    paths.forEach((p, k) => {
      ctx.fillStyle = layers.terrainColors[k]!;
      ctx.fill(p);
    });
  }
  ctx.globalAlpha = 1;
  const screenHex = HEX_SIZE * t.k;
  if (direct && screenHex > 6) {
    const outline = new Path2D();
    for (const i of visible) geom.tracePath(outline, i);
    ctx.strokeStyle = 'rgba(40, 40, 40, 0.35)';
    ctx.lineWidth = 1 / t.k;
    ctx.stroke(outline);
  }
  const inViewList = new Uint8Array(whole ? 0 : geom.grid.size);
  for (const i of visible) inViewList[i] = 1;
  const [mx0, my0, mx1, my1] = [x0 - HEX_SIZE, y0 - HEX_SIZE, x1 + HEX_SIZE, y1 + HEX_SIZE];
  const inView = whole
    ? (i: number) => geom.cx[i]! >= mx0 && geom.cx[i]! <= mx1 && geom.cy[i]! >= my0 && geom.cy[i]! <= my1
    : (i: number) => inViewList[i] === 1;
  // overlays: traced once per overlay with most of the map in view, else only their hexes in view
  const overlayView = whole ? null : inView;
  if (overlay.reach?.length) {
    // the reach of a chosen HQ or dump, tinted under the routes and counters
    const tint = hexesPath(geom, overlay.reach, overlayView);
    ctx.fillStyle = 'rgba(42, 111, 151, 0.35)';
    ctx.fill(tint);
  }
  if (overlay.zoc?.hexes.length) {
    // a side's ZOC: its colour, faint; hexes where the other side negates it outlined instead
    const zone = hexesPath(geom, overlay.zoc.hexes, overlayView);
    ctx.globalAlpha = 0.3;
    ctx.fillStyle = overlay.zoc.color;
    ctx.fill(zone);
    ctx.globalAlpha = 1;
    const negated = hexesPath(geom, overlay.zoc.negated, overlayView);
    ctx.setLineDash([4 / t.k, 3 / t.k]);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2 / t.k;
    ctx.stroke(negated);
    ctx.setLineDash([]);
  }
  for (const area of overlay.areas ?? []) outlineArea(ctx, geom, area, t.k);

  ctx.lineCap = 'round';
  for (const r of direct ? layers.routes : []) {
    ctx.beginPath();
    for (let k = 0; k < r.hexes.length; k++) {
      const i = r.hexes[k]!;
      if (k === 0) ctx.moveTo(geom.cx[i]!, geom.cy[i]!);
      else ctx.lineTo(geom.cx[i]!, geom.cy[i]!);
    }
    ctx.strokeStyle = r.color;
    if (r.kind === 'rail') {
      ctx.lineWidth = 2.5;
      ctx.setLineDash([6, 4]);
    } else {
      ctx.lineWidth = 4;
      ctx.setLineDash([]);
    }
    ctx.stroke();
  }
  ctx.setLineDash([]);

  ctx.lineWidth = 4;
  for (const h of direct ? layers.hexsides : []) {
    if (h.a < 0 || h.b < 0 || !(inView(h.a) || inView(h.b))) continue;
    hexsideSegment(geom, h.a, h.b, segment);
    ctx.beginPath();
    ctx.moveTo(segment[0]!, segment[1]!);
    ctx.lineTo(segment[2]!, segment[3]!);
    ctx.strokeStyle = h.color;
    ctx.stroke();
  }

  drawSources(ctx, geom, layers.sources, inView);

  drawSheets(ctx, geom, t.k);
  if (!whole && screenHex >= HEX_IDS_FROM) drawHexIds(ctx, geom, visible, '#1a1a1a');
  const style: CounterStyle = {
    sideColor: pieces.sideColor,
    statusOf: overlay.statusOf,
    art: overlay.art,
    ringMin: 3 / t.k,
  };
  drawPieces(ctx, geom, pieces, { visible, inView, whole, screenHex }, style, overlay.picture);

  // the supply path of the unit the referee is looking at (or the failed attempt)
  strokePath(ctx, geom, overlay.path);
  if (overlay.failAt !== undefined && overlay.failAt >= 0) markFailure(ctx, geom, overlay.failAt, t.k);

  if (selected >= 0) {
    ctx.beginPath();
    geom.tracePath(ctx, selected, 0.92);
    ctx.strokeStyle = '#ffd400';
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  const fan = overlay.fan;
  if (fan) {
    const units = pieces.unitsByHex.get(fan.hex) ?? [];
    ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
    drawFan(ctx, units, fan.slots, geom.cx[fan.hex]! * t.k + t.x, geom.cy[fan.hex]! * t.k + t.y, fan.chosen, style);
  }
  return whole ? inRect : visible.length;
}

/** Time a frame may spend drawing terrain tiles not drawn yet (the rest come in the next frames). */
const TILE_BUDGET_MS = 6;
/** Above this many hexes in view, terrain is drawn from the cached picture rather than hex by hex. */
const PICTURE_ABOVE = 20_000;
