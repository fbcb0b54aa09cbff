import { HexGrid } from '../../shared/hex/hex-grid.js';
import { axialToPixel, hexCorners } from '../../shared/hex/pixel.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';

const SIZE = 10;

/** The map as one SVG picture: terrain, rivers, roads and rails, dumps and unit stacks by side. */
export function mapSvg(game: GameDefinition, state: CampaignState): string {
  const grid = new HexGrid(game.map);
  const o = game.map.orientation;
  const corners = hexCorners(o, SIZE);
  const colour = new Map(game.terrain.map((t) => [t.code, t.color]));
  const centre = (i: number) => axialToPixel({ q: grid.q[i]!, r: grid.r[i]! }, o, SIZE);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const cells: string[] = [];
  for (let i = 0; i < grid.size; i++) {
    if (!grid.exists[i]) continue;
    const c = centre(i);
    minX = Math.min(minX, c.x);
    minY = Math.min(minY, c.y);
    maxX = Math.max(maxX, c.x);
    maxY = Math.max(maxY, c.y);
    const points = corners.map((p) => `${(c.x + p.x).toFixed(1)},${(c.y + p.y).toFixed(1)}`).join(' ');
    cells.push(
      `<polygon points="${points}" fill="${colour.get(game.map.hexes[grid.row(i)]![grid.col(i)]!) ?? '#ccc'}"/>`,
    );
  }
  const line = (hexes: string[], stroke: string, width: number, dash = '') => {
    const pts = hexes
      .map((h) => centre(grid.indexOf(h)))
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ');
    return `<polyline points="${pts}" fill="none" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
  };
  const routes = game.routes.map((r) => {
    const t = game.routeTypes.find((x) => x.id === r.type);
    return line(r.hexes, t?.color ?? '#000', t?.kind === 'rail' ? 1.2 : 2, t?.kind === 'rail' ? '3 2' : '');
  });
  const rivers = game.hexsides.map((h) => {
    const a = centre(grid.indexOf(h.a));
    const b = centre(grid.indexOf(h.b));
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const px = (-(b.y - a.y) / len) * (SIZE / 2);
    const py = ((b.x - a.x) / len) * (SIZE / 2);
    return `<line x1="${(mx - px).toFixed(1)}" y1="${(my - py).toFixed(1)}" x2="${(mx + px).toFixed(1)}" y2="${(my + py).toFixed(1)}" stroke="${game.hexsideFeatures.find((f) => f.id === h.feature)?.color ?? '#36c'}" stroke-width="2"/>`;
  });
  const sideColour = new Map(game.sides.map((s) => [s.id, s.color]));
  const stacks = new Map<string, CampaignState['units']>();
  for (const u of state.units) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
  const pieces = [...stacks].map(([hex, units]) => {
    const c = centre(grid.indexOf(hex));
    const oos = units.some((u) => u.outOfSupplySince !== undefined);
    const title = units.map((u) => u.name).join(', ');
    return `<rect x="${(c.x - 4).toFixed(1)}" y="${(c.y - 4).toFixed(1)}" width="8" height="8" fill="${sideColour.get(units[0]!.side) ?? '#999'}" stroke="${oos ? '#e0301e' : '#111'}" stroke-width="${oos ? 2 : 0.6}"><title>${escapeXml(hex)}: ${escapeXml(title)}${oos ? ' (Out of Supply)' : ''}</title></rect>`;
  });
  const dumps = state.dumps.map((d) => {
    const c = centre(grid.indexOf(d.hex));
    return `<rect x="${(c.x - 5).toFixed(1)}" y="${(c.y + 3).toFixed(1)}" width="10" height="4" fill="#f4d35e" stroke="#111" stroke-width="0.5"><title>the dump at ${escapeXml(d.hex)}</title></rect>`;
  });
  const pad = SIZE * 1.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${(minX - pad).toFixed(1)} ${(minY - pad).toFixed(1)} ${(maxX - minX + 2 * pad).toFixed(1)} ${(maxY - minY + 2 * pad).toFixed(1)}" role="img" aria-label="Map of ${escapeXml(game.name)}"><g stroke="#00000022" stroke-width="0.4">${cells.join('')}</g>${rivers.join('')}${routes.join('')}${dumps.join('')}${pieces.join('')}</svg>`;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
