import { HexGrid } from '../hex/hex-grid.js';
import type { FogRules, SightLevel } from '../model/fog-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { Unit } from '../model/campaign-schema.js';

const grids = new WeakMap<GameDefinition['map'], HexGrid>();

/** The game's grid, built once per map (a 100,000-hex grid takes tens of milliseconds to build). */
export function gridOf(game: GameDefinition): HexGrid {
  let g = grids.get(game.map);
  if (!g) {
    g = new HexGrid(game.map);
    g.indexIds();
    grids.set(game.map, g);
  }
  return g;
}

const LEVELS: readonly SightLevel[] = ['none', 'marker', 'type', 'full'];

/**
 * What one side sees of the others' units: the distance in hexes from its nearest unit (own units
 * bucketed by map square, so each look checks only the few units near it, never the whole map),
 * lowered one level in concealing terrain and raised by the referee's reveals.
 */
export class Sight {
  private readonly buckets = new Map<number, number[]>();
  private readonly size: number;
  private readonly concealing: Set<string>;
  private readonly revealed: Map<string, SightLevel>;

  constructor(
    private readonly game: GameDefinition,
    private readonly rules: FogRules,
    own: readonly Pick<Unit, 'hex'>[],
    private readonly grid: HexGrid = gridOf(game),
  ) {
    // a hex within R steps lies within R columns and R rows: a bucket R wide and the eight around it cover it
    this.size = Math.max(1, rules.marker);
    for (const u of own) {
      const i = grid.indexOf(u.hex);
      if (i < 0) continue;
      const key = this.bucketOf(grid.col(i), grid.row(i));
      const list = this.buckets.get(key);
      if (!list) this.buckets.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
    const ids = new Set(game.terrain.map((t) => t.id));
    this.concealing = new Set(rules.concealing.filter((id) => ids.has(id)));
    this.revealed = new Map(rules.reveal.map((r) => [r.unit, r.level]));
  }

  private bucketOf(col: number, row: number): number {
    return Math.floor(col / this.size) * 65_536 + Math.floor(row / this.size);
  }

  /** hexes from the side's nearest unit, or undefined beyond the marker range or off the map */
  distanceTo(hex: string): number | undefined {
    const i = this.grid.indexOf(hex);
    if (i < 0) return undefined;
    const bc = Math.floor(this.grid.col(i) / this.size);
    const br = Math.floor(this.grid.row(i) / this.size);
    let best = this.rules.marker + 1;
    const { q, r } = this.grid;
    const qi = q[i]!;
    const ri = r[i]!;
    for (let dc = -1; dc <= 1; dc++)
      for (let dr = -1; dr <= 1; dr++) {
        const list = this.buckets.get((bc + dc) * 65_536 + br + dr);
        if (!list) continue;
        // axial distance on the grid's typed arrays (HexGrid.distance, without its objects)
        for (const j of list) {
          const dq = qi - q[j]!;
          const drr = ri - r[j]!;
          const d = (Math.abs(dq) + Math.abs(drr) + Math.abs(dq + drr)) / 2;
          if (d < best) best = d;
        }
      }
    return best > this.rules.marker ? undefined : best;
  }
  /** how much of this enemy unit the side sees */
  levelOf(u: Pick<Unit, 'id' | 'hex'>): SightLevel {
    const d = this.distanceTo(u.hex);
    let level: SightLevel =
      d === undefined
        ? 'none'
        : d <= this.rules.full
          ? 'full'
          : d <= this.rules.type
            ? 'type'
            : d <= this.rules.marker
              ? 'marker'
              : 'none';
    if (level !== 'none' && this.concealed(u.hex)) level = LEVELS[LEVELS.indexOf(level) - 1]!;
    const shown = this.revealed.get(u.id);
    if (shown && LEVELS.indexOf(shown) > LEVELS.indexOf(level)) level = shown;
    return level;
  }

  private concealed(hex: string): boolean {
    if (!this.concealing.size) return false;
    const i = this.grid.indexOf(hex);
    if (i < 0) return false;
    const code = this.game.map.hexes[this.grid.row(i)]?.[this.grid.col(i)];
    const t = this.game.terrain.find((x) => x.code === code);
    return t !== undefined && this.concealing.has(t.id);
  }
}
