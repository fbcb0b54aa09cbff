import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { hexCorners } from '../../shared/hex/pixel.js';
import { planeCentre, toPicture, type Alignment } from '../../shared/picture/grid-alignment.js';

/**
 * What the pictures wizard draws over one aligned sheet's picture, in picture pixels: every hex of
 * the sheet in the colour of the terrain read (paler where less sure), the doubtful ones outlined
 * red, the example hexes black; the proposed hexsides in their feature's colour (confirmed solid,
 * pending dashed, rejected a faint dotted trace) and the example hexsides thick.
 */
interface Side {
  a: string;
  b: string;
  feature: string;
}

export interface SheetOverlay {
  grid: HexGrid;
  alignment: Alignment;
  /** the sheet's section index: only its hexes are drawn */
  section: number;
  /** screen pixels per picture pixel: lines keep their width on the screen */
  scale: number;
  /** the reading per printed id, or null when it is hidden */
  reading: ReadonlyMap<string, { terrain: string; confidence: number }> | null;
  terrainColour: (terrain: string) => string;
  doubtful: ReadonlySet<string>;
  examples: ReadonlyArray<{ hex: string }>;
  proposals: readonly Side[];
  accepted: ReadonlySet<number>;
  rejected: ReadonlySet<number>;
  features: readonly Side[];
  featureColour: (feature: string) => string;
  isRoute: (feature: string) => boolean;
}

export function drawSheetOverlay(ctx: CanvasRenderingContext2D, o: SheetOverlay): void {
  const { grid, alignment: t, scale } = o;
  const corners = hexCorners(grid.layout.orientation, 1);
  const shape = (i: number) => {
    const p = planeCentre(grid, i);
    ctx.beginPath();
    corners.forEach((k, n) => {
      const q = toPicture(t, p.x + k.x, p.y + k.y);
      if (n === 0) ctx.moveTo(q.x, q.y);
      else ctx.lineTo(q.x, q.y);
    });
    ctx.closePath();
  };
  ctx.lineWidth = 1 / scale;
  for (let i = 0; i < grid.size; i++) {
    if (grid.sectionOf[i] !== o.section) continue;
    shape(i);
    const id = grid.printedId(i);
    const r = o.reading?.get(id);
    if (r) {
      ctx.globalAlpha = 0.15 + 0.45 * r.confidence;
      ctx.fillStyle = o.terrainColour(r.terrain);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    if (o.doubtful.has(id)) {
      ctx.strokeStyle = 'rgba(230, 30, 30, 0.9)';
      ctx.lineWidth = 3 / scale;
      ctx.stroke();
      ctx.lineWidth = 1 / scale;
      continue;
    }
    ctx.strokeStyle = 'rgba(255, 0, 200, 0.35)';
    ctx.stroke();
  }
  for (const e of o.examples) {
    const i = grid.indexOf(e.hex);
    if (grid.sectionOf[i] !== o.section) continue;
    shape(i);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 3 / scale;
    ctx.stroke();
  }
  // a hexside feature is drawn along its hexside, a route from centre to centre
  const drawSide = (p: Side, width: number, dash: number[]) => {
    const i = grid.indexOf(p.a);
    const j = grid.indexOf(p.b);
    if (i < 0 || j < 0 || grid.sectionOf[i] !== o.section) return;
    const a = planeCentre(grid, i);
    const b = planeCentre(grid, j);
    const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
    const [nx, ny] = [(b.y - a.y) / Math.sqrt(3) / 2, -(b.x - a.x) / Math.sqrt(3) / 2];
    const route = o.isRoute(p.feature);
    const from = route
      ? toPicture(t, a.x + (b.x - a.x) * 0.2, a.y + (b.y - a.y) * 0.2)
      : toPicture(t, mx - nx, my - ny);
    const to = route ? toPicture(t, a.x + (b.x - a.x) * 0.8, a.y + (b.y - a.y) * 0.8) : toPicture(t, mx + nx, my + ny);
    ctx.strokeStyle = o.featureColour(p.feature);
    ctx.lineWidth = width / scale;
    ctx.setLineDash(dash.map((d) => d / scale));
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  };
  o.proposals.forEach((p, k) => {
    const yes = o.accepted.has(k);
    const no = o.rejected.has(k);
    if (no) ctx.globalAlpha = 0.35;
    drawSide(p, yes ? 4 : 2, yes ? [] : no ? [1, 4] : [4, 3]);
    ctx.globalAlpha = 1;
  });
  for (const f of o.features) drawSide(f, 6, []);
  ctx.setLineDash([]);
}
