import { HEX_SIZE, type MapGeometry } from './map-geometry.js';
import type { PieceLayers, StaticLayers } from './map-layers.js';
import { COUNTER_TEXT_FROM, countersAsSquares } from './map-detail.js';
import { drawCounterArt } from './board-backdrop.js';
import { drawStack, type CounterStyle } from './draw-counters.js';

/** What of the map a frame draws: the hexes in view (none listed with most of a monster map in view: `whole`). */
export interface FrameView {
  visible: readonly number[];
  inView: (i: number) => boolean;
  whole: boolean;
  /** a hex's size on screen, in pixels */
  screenHex: number;
}

/**
 * What stands on the map in view: dumps and unit counters, each stack drawn in full when close
 * enough, else as a square in its side's (or its verdict's) colour; the campaign's counter art over them.
 */
export function drawPieces(
  ctx: CanvasRenderingContext2D,
  geom: MapGeometry,
  pieces: PieceLayers,
  { visible, inView, whole, screenHex }: FrameView,
  style: CounterStyle,
  picture: ((id: string) => HTMLImageElement | undefined) | undefined,
): void {
  const detail = screenHex > COUNTER_TEXT_FROM;
  let stacksInView = 0;
  for (const i of visible) if (pieces.unitsByHex.has(i) || pieces.dumpsByHex.has(i)) stacksInView++;
  const squares = whole || countersAsSquares(screenHex, stacksInView);
  if (squares) {
    // far out, or more stacks in view than a frame's budget (map-detail.ts): each stack a square in
    // its side's colour (its verdict's colour when supply is shown), no symbols or borders — thousands
    // of counters in a few milliseconds
    // (stack by stack, not hex by hex: a monster map has far fewer stacks than hexes in view)
    // one path per colour, filled once: a frame draws a handful of fills, not 10,000 (traced on the
    // context's own path: Path2D objects made each frame held their points outside the JavaScript
    // heap until a late collection, tens of MB of the page's memory)
    const byColour = new Map<string, number[]>();
    const square = (i: number, colour: string) => {
      let hexes = byColour.get(colour);
      if (!hexes) byColour.set(colour, (hexes = []));
      hexes.push(i);
    };
    for (const [i, dumps] of pieces.dumpsByHex)
      if (inView(i)) square(i, pieces.sideColor.get(dumps[0]!.side) ?? '#999');
    const dumpSquares = [...byColour];
    byColour.clear();
    for (const [i, units] of pieces.unitsByHex) {
      if (!inView(i)) continue;
      const u = units[units.length - 1]!;
      square(i, style.statusOf?.get(u.id) ?? pieces.sideColor.get(u.side) ?? '#999');
    }
    // dumps first, units over them, as before
    for (const [colour, hexes] of [...dumpSquares, ...byColour]) {
      ctx.beginPath();
      for (const i of hexes) ctx.rect(geom.cx[i]! - HEX_SIZE * 0.5, geom.cy[i]! - HEX_SIZE * 0.5, HEX_SIZE, HEX_SIZE);
      ctx.fillStyle = colour;
      ctx.fill();
    }
  }
  for (const i of squares ? [] : visible) {
    const dumps = pieces.dumpsByHex.get(i);
    if (dumps)
      drawDump(
        ctx,
        geom.cx[i]!,
        geom.cy[i]!,
        dumps.map((d) => d.amountText).join(' + '),
        pieces.sideColor.get(dumps[0]!.side) ?? '#999',
        detail,
      );
    const units = pieces.unitsByHex.get(i);
    if (units) drawStack(ctx, geom.cx[i]!, geom.cy[i]!, HEX_SIZE, units, style, detail);
  }
  if (picture && screenHex >= 6) drawCounterArt(ctx, geom, pieces, visible, picture, style.statusOf);
}

/** The supply sources in view, each a star in its side's colour above the hex's centre. */
export function drawSources(
  ctx: CanvasRenderingContext2D,
  geom: MapGeometry,
  sources: StaticLayers['sources'],
  inView: (i: number) => boolean,
): void {
  for (const s of sources) {
    if (s.hex < 0 || !inView(s.hex)) continue;
    star(ctx, geom.cx[s.hex]!, geom.cy[s.hex]! - HEX_SIZE * 0.55, HEX_SIZE * 0.28, s.color);
  }
}

function star(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const a = (Math.PI / 5) * k - Math.PI / 2;
    const rr = k % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.strokeStyle = '#111';
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawDump(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  text: string,
  color: string,
  detail: boolean,
): void {
  const w = HEX_SIZE * 0.9;
  const h = HEX_SIZE * 0.42;
  const bx = x - w / 2;
  const by = y + HEX_SIZE * 0.32;
  ctx.fillStyle = '#f4d35e';
  ctx.fillRect(bx, by, w, h);
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.strokeRect(bx, by, w, h);
  if (detail) {
    ctx.fillStyle = '#111';
    ctx.font = `bold ${HEX_SIZE * 0.26}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, by + h / 2, w - 2);
  }
}
