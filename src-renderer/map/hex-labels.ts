import { HEX_SIZE, type MapGeometry } from './map-geometry.js';

/** Hex ids are printed from this many screen pixels per hex radius: the scale a referee reads counters at. */
export const HEX_IDS_FROM = 26;

/**
 * The printed hex id at the top of each hex in view, as on the printed map; one font for all, so a
 * frame sets it once.
 */
export function drawHexIds(
  ctx: CanvasRenderingContext2D,
  geom: MapGeometry,
  visible: readonly number[],
  ink: string,
): void {
  const top = Math.min(...geom.corners.map((c) => c.y));
  const dy = geom.grid.layout.orientation === 'flat' ? top + HEX_SIZE * 0.06 : top * 0.72;
  ctx.fillStyle = ink;
  ctx.font = `${(HEX_SIZE * 0.27).toFixed(1)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const maxWidth = HEX_SIZE * 1.05;
  for (const i of visible) ctx.fillText(geom.grid.printedId(i), geom.cx[i]!, geom.cy[i]! + dy, maxWidth);
}

interface Sheets {
  /** hexside segments between two sheets, as one path */
  borders: Path2D;
  /** each sheet's letter and the centre of its hexes */
  letters: Array<{ id: string; x: number; y: number; size: number }>;
}
const sheetCache = new WeakMap<MapGeometry, Sheets | null>();

/** The sheets of a multi-sheet map, worked out once per map (null for a single sheet). */
export function sheetsOf(geom: MapGeometry): Sheets | null {
  if (sheetCache.has(geom)) return sheetCache.get(geom)!;
  const g = geom.grid;
  const sections = g.layout.sections;
  if (sections.length < 2) {
    sheetCache.set(geom, null);
    return null;
  }
  const borders = new Path2D();
  const sums = sections.map(() => ({ x: 0, y: 0, n: 0 }));
  for (let i = 0; i < g.size; i++) {
    if (!g.exists[i]) continue;
    const si = g.sectionOf[i]!;
    const sum = sums[si]!;
    sum.x += geom.cx[i]!;
    sum.y += geom.cy[i]!;
    sum.n++;
    for (let d = 0; d < 6; d++) {
      const j = g.neighbours[6 * i + d]!;
      if (j < i || g.sectionOf[j] === si) continue;
      // the hexside between i and j: the two corners of i lying most toward j
      const dx = geom.cx[j]! - geom.cx[i]!;
      const dy = geom.cy[j]! - geom.cy[i]!;
      const ranked = geom.corners.map((c) => c.x * dx + c.y * dy);
      const order = ranked.map((_, n) => n).sort((a, b) => ranked[b]! - ranked[a]!);
      const a = geom.corners[order[0]!]!;
      const b = geom.corners[order[1]!]!;
      borders.moveTo(geom.cx[i]! + a.x, geom.cy[i]! + a.y);
      borders.lineTo(geom.cx[i]! + b.x, geom.cy[i]! + b.y);
    }
  }
  const letters = sections.map((s, k) => ({
    id: s.id,
    x: sums[k]!.x / Math.max(1, sums[k]!.n),
    y: sums[k]!.y / Math.max(1, sums[k]!.n),
    size: Math.min(s.columns, s.rows) * HEX_SIZE * 0.5,
  }));
  const sheets = { borders, letters };
  sheetCache.set(geom, sheets);
  return sheets;
}

/** Sheet borders as a bold dashed line, and each sheet's letter large and faint in its middle. */
export function drawSheets(ctx: CanvasRenderingContext2D, geom: MapGeometry, k: number): void {
  const sheets = sheetsOf(geom);
  if (!sheets) return;
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.8)';
  ctx.lineWidth = Math.max(2, 3 / k);
  ctx.setLineDash([]);
  ctx.stroke(sheets.borders);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(20, 20, 20, 0.22)';
  for (const l of sheets.letters) {
    ctx.font = `bold ${l.size.toFixed(0)}px sans-serif`;
    ctx.fillText(l.id, l.x, l.y);
  }
}
