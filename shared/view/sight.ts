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
 * What one side sees of the others' units: the distance in hexes from its nearest unit, searched
 * outward only as far as the marker range (a few hexes around each unit, never the whole map),
 * lowered one level in concealing terrain and raised by the referee's reveals.
 */
export class Sight {
  private readonly dist: Uint8Array;
  private readonly concealing: Set<string>;
  private readonly revealed: Map<string, SightLevel>;

  constructor(
    private readonly game: GameDefinition,
    private readonly rules: FogRules,
    own: readonly Pick<Unit, 'hex'>[],
    private readonly grid: HexGrid = gridOf(game),
  ) {
    const far = rules.marker + 1;
    this.dist = new Uint8Array(grid.size).fill(255);
    let frontier: number[] = [];
    for (const u of own) {
      const i = grid.indexOf(u.hex);
      if (i >= 0 && this.dist[i] !== 0) {
        this.dist[i] = 0;
        frontier.push(i);
      }
    }
    for (let d = 1; d < far && frontier.length; d++) {
      const next: number[] = [];
      for (const i of frontier)
        for (let k = 0; k < 6; k++) {
          const j = grid.neighbours[6 * i + k]!;
          if (j >= 0 && this.dist[j] === 255) {
            this.dist[j] = d;
            next.push(j);
          }
        }
      frontier = next;
    }
    const codes = new Map(game.terrain.map((t) => [t.code, t.id]));
    this.concealing = new Set(rules.concealing.filter((id) => [...codes.values()].includes(id)));
    this.revealed = new Map(rules.reveal.map((r) => [r.unit, r.level]));
  }

  /** hexes from the side's nearest unit, or undefined beyond the marker range or off the map */
  distanceTo(hex: string): number | undefined {
    const i = this.grid.indexOf(hex);
    if (i < 0) return undefined;
    const d = this.dist[i]!;
    return d === 255 ? undefined : d;
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
