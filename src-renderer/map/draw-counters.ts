import type { UnitView } from '../../shared/api.js';
import { drawNatoSymbol } from './counter-symbols.js';

/**
 * Unit counters as wargamers read them: side (or nation) colour, short unit id at the top, NATO
 * symbol with size, Action Rating where the system has one, factors attack-defence-movement at the
 * bottom, a red corner on a reduced side, and the markers on it as separate small chits. Drawn only
 * for the stacks in view; fonts are cached per size so a frame sets few of them.
 */
export interface CounterStyle {
  sideColor: Map<string, string>;
  /** the colour of each unit's supply verdict, by unit id */
  statusOf: Map<string, string> | null;
  /** the verdict ring's least width in map units (3 screen pixels): it reads at Fit zoom too */
  ringMin?: number;
  /** Imported counter art for a unit type: drawn instead of the generated face when present */
  art?: (unit: UnitView) => CanvasImageSource | null;
}

/** One counter with its top-left corner at (x, y), s map units a side. */
export function drawCounter(
  ctx: CanvasRenderingContext2D,
  u: UnitView,
  x: number,
  y: number,
  s: number,
  style: CounterStyle,
  detail: boolean,
  chits: readonly string[] = u.chits,
): void {
  const fill = u.nationColor ?? style.sideColor.get(u.side) ?? '#999999';
  const status = style.statusOf?.get(u.id);
  if (status) {
    // the verdict as a ring outside the counter, on a dark halo: it stays visible on a counter of its own colour
    const ring = Math.max(s * 0.12, style.ringMin ?? 0);
    const halo = ring + Math.max(s * 0.04, (style.ringMin ?? 0) / 3);
    ctx.fillStyle = '#111';
    ctx.fillRect(x - halo, y - halo, s + halo * 2, s + halo * 2);
    ctx.fillStyle = status;
    ctx.fillRect(x - ring, y - ring, s + ring * 2, s + ring * 2);
  }
  const art = style.art?.(u);
  if (art) ctx.drawImage(art, x, y, s, s);
  else {
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, s, s);
  }
  ctx.strokeStyle = '#111';
  ctx.lineWidth = Math.max(0.5, s / 30);
  ctx.strokeRect(x, y, s, s);
  if (u.steps < u.maxSteps) {
    // the reduced side (a step lost): a red corner, as printed step-loss sides are marked
    ctx.beginPath();
    ctx.moveTo(x + s * 0.68, y);
    ctx.lineTo(x + s, y);
    ctx.lineTo(x + s, y + s * 0.32);
    ctx.closePath();
    ctx.fillStyle = '#d0021b';
    ctx.fill();
  }
  if (!art && detail) drawFace(ctx, u, x, y, s, inkOn(fill));
  if (chits.length) drawChits(ctx, chits, x + s, y, s, detail);
}

function drawFace(ctx: CanvasRenderingContext2D, u: UnitView, x: number, y: number, s: number, ink: string): void {
  const cx = x + s / 2;
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = font(s * 0.19, false);
  ctx.fillText(u.shortId, cx, y + s * 0.04, s * 0.9);
  drawNatoSymbol(ctx, u.symbol, u.size, cx, y + s * 0.5, s * 0.46, s * 0.28, ink);
  if (u.actionRating !== null) {
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.font = font(s * 0.2, true);
    ctx.fillText(`${u.actionRating}`, x + s * 0.2, y + s * 0.5);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = font(s * 0.25, true);
  ctx.fillText(u.foot, cx, y + s * 0.95, s * 0.94);
}

/** Marker chits: each its own little counter, on the counter's right edge, in colours fixed per marker. */
function drawChits(
  ctx: CanvasRenderingContext2D,
  chits: readonly string[],
  right: number,
  top: number,
  s: number,
  detail: boolean,
): void {
  const w = s * 0.5;
  const h = s * 0.26;
  const shown = chits.length > 4 ? [...chits.slice(0, 3), `+${chits.length - 3}`] : chits;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(h * 0.72, true);
  shown.forEach((c, k) => {
    const cx = right - w * 0.45;
    const cy = top + s * 0.02 + k * (h + s * 0.02);
    const [bg, fg] = chitColours(c);
    // white then black edge: the chit stands out on dark and light counters alike
    ctx.fillStyle = '#fff';
    ctx.fillRect(cx - s * 0.03, cy - s * 0.03, w + s * 0.06, h + s * 0.06);
    ctx.fillStyle = bg;
    ctx.fillRect(cx, cy, w, h);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = Math.max(0.4, s / 40);
    ctx.strokeRect(cx, cy, w, h);
    if (detail) {
      ctx.fillStyle = fg;
      ctx.fillText(c, cx + w / 2, cy + h / 2 + h * 0.04, w * 0.92);
    }
  });
}

/** Background and text colour of a marker chit, by its word. */
export function chitColours(chit: string): [string, string] {
  if (chit === 'OOS') return ['#111111', '#ffd400'];
  if (/^U\d/.test(chit)) return ['#ff8c00', '#111111'];
  if (chit === 'ISO') return ['#c1121f', '#ffffff'];
  if (chit === 'Low') return ['#ffe066', '#111111'];
  if (chit === 'Exh') return ['#7a4a1e', '#ffffff'];
  if (chit === 'Fuel') return ['#2b9348', '#ffffff'];
  if (chit === 'DG') return ['#ffffff', '#c1121f'];
  if (chit === 'Strat') return ['#1d4e89', '#ffffff'];
  return ['#e0e0e0', '#111111'];
}

/** Black or white ink, whichever reads better on the counter's colour. */
function inkOn(fill: string): string {
  let ink = inks.get(fill);
  if (ink) return ink;
  const n = parseInt(fill.slice(1), 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  ink = lum < 0.5 ? '#ffffff' : '#111111';
  inks.set(fill, ink);
  return ink;
}
const inks = new Map<string, string>();

const fonts = new Map<number, string>();
/** Font strings by size (a tenth of a unit), built once. */
function font(px: number, bold: boolean): string {
  const key = Math.round(px * 10) * 2 + (bold ? 1 : 0);
  let f = fonts.get(key);
  if (!f) {
    f = `${bold ? 'bold ' : ''}${Math.round(px * 10) / 10}px sans-serif`;
    fonts.set(key, f);
  }
  return f;
}

/** The markers of a whole stack, each once, in the order the counters give them: markers sit on stacks. */
export function stackChits(units: readonly UnitView[]): string[] {
  const out: string[] = [];
  for (let k = units.length - 1; k >= 0; k--) for (const c of units[k]!.chits) if (!out.includes(c)) out.push(c);
  return out;
}

/** A stack as it lies on the map: up to four counters offset up-left, the top one's face, the count. */
export function drawStack(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  hexSize: number,
  units: readonly UnitView[],
  style: CounterStyle,
  detail: boolean,
): void {
  const s = hexSize * 0.86;
  const shown = units.slice(-4);
  const step = hexSize * 0.08;
  const left = x - s / 2 - hexSize * 0.06;
  const top = y - s / 2 + hexSize * 0.12;
  shown.forEach((u, k) => {
    const off = (shown.length - 1 - k) * step;
    const last = k === shown.length - 1;
    drawCounter(ctx, u, left - off, top - off, s, style, detail && last, last ? stackChits(units) : []);
  });
  if (units.length > 1) {
    // how many counters the stack holds, in a disc at its lower right (inside the hex, clear of the selection ring)
    const r = hexSize * 0.17;
    const cx = left + s + r * 0.35;
    const cy = top + s - r * 0.2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.strokeStyle = '#111';
    ctx.lineWidth = Math.max(0.5, hexSize / 40);
    ctx.stroke();
    if (detail) {
      ctx.fillStyle = '#111';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = font(r * 1.3, true);
      ctx.fillText(`${units.length}`, cx, cy + r * 0.08);
    }
  }
}
