import type { UnitView } from '../../shared/api.js';
import { drawCounter, type CounterStyle } from './draw-counters.js';

/** A stack clicked open: its counters laid side by side at a readable size, and those chosen for a move. */
export interface Fan {
  hex: number;
  chosen: ReadonlySet<string>;
}

export interface FanSlot {
  unit: string;
  x: number;
  y: number;
  size: number;
}

/** A fanned counter's side on screen, in CSS pixels, whatever the zoom. */
export const FAN_COUNTER = 72;
/** room between fanned counters for the chits on their right edges */
const GAP = 30;
const PER_ROW = 6;

/**
 * Where each counter of a fanned stack lies on screen: in rows of six above the hex (below it when
 * there is no room), kept inside the view so no counter is cut off.
 */
export function fanLayout(
  count: number,
  hexX: number,
  hexY: number,
  view: { width: number; height: number },
  size = FAN_COUNTER,
): Array<{ x: number; y: number }> {
  const cols = Math.min(PER_ROW, count);
  const rows = Math.ceil(count / PER_ROW);
  const w = cols * size + (cols - 1) * GAP;
  const h = rows * size + (rows - 1) * GAP;
  let left = hexX - w / 2;
  let top = hexY - size * 0.6 - h;
  if (top < GAP) top = hexY + size * 0.6;
  left = Math.max(GAP, Math.min(left, view.width - w - GAP));
  top = Math.max(GAP, Math.min(top, view.height - h - GAP));
  return Array.from({ length: count }, (_, k) => ({
    x: left + (k % PER_ROW) * (size + GAP),
    y: top + Math.floor(k / PER_ROW) * (size + GAP),
  }));
}

/** The fanned counter under a screen point, or null. */
export function fanHit(slots: readonly FanSlot[], x: number, y: number): FanSlot | null {
  // the chits stick out to the right of a counter: they count as the counter
  for (const s of slots)
    if (x >= s.x - 2 && x <= s.x + s.size * 1.25 && y >= s.y - 2 && y <= s.y + s.size + 2) return s;
  return null;
}

/** The slots of a fanned stack for its units (top counter first), on screen. */
export function fanSlots(
  units: readonly UnitView[],
  hexX: number,
  hexY: number,
  view: { width: number; height: number },
): FanSlot[] {
  const top = [...units].reverse();
  return fanLayout(top.length, hexX, hexY, view).map((p, k) => ({
    unit: top[k]!.id,
    x: p.x,
    y: p.y,
    size: FAN_COUNTER,
  }));
}

/**
 * Draws a fanned stack in screen space over everything else: a panel, each counter with its own
 * markers, the chosen ones outlined, and a line back to the hex.
 */
export function drawFan(
  ctx: CanvasRenderingContext2D,
  units: readonly UnitView[],
  slots: readonly FanSlot[],
  hexX: number,
  hexY: number,
  chosen: ReadonlySet<string>,
  style: CounterStyle,
): void {
  if (!slots.length) return;
  const x0 = Math.min(...slots.map((s) => s.x)) - 8;
  const y0 = Math.min(...slots.map((s) => s.y)) - 8;
  const x1 = Math.max(...slots.map((s) => s.x + s.size * 1.25)) + 8;
  const y1 = Math.max(...slots.map((s) => s.y + s.size)) + 8;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.7)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(hexX, hexY);
  ctx.lineTo(Math.max(x0, Math.min(hexX, x1)), hexY < y0 ? y0 : y1);
  ctx.stroke();
  ctx.fillStyle = 'rgba(30, 30, 30, 0.78)';
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  const byId = new Map(units.map((u) => [u.id, u]));
  for (const s of slots) {
    const u = byId.get(s.unit);
    if (!u) continue;
    drawCounter(ctx, u, s.x, s.y, s.size, style, true);
    if (chosen.has(u.id)) {
      ctx.strokeStyle = '#ffd400';
      ctx.lineWidth = 4;
      ctx.strokeRect(s.x - 3, s.y - 3, s.size + 6, s.size + 6);
    }
  }
}
