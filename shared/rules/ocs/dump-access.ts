import { HexTable } from '../../hex/hex-table.js';
import { pathHexes } from '../../hex/path-explain.js';
import type { OcsDump, OcsUnit } from './state.js';
import type { SideContext } from './side-context.js';
import { ocsUnitType } from './game-parts.js';
import { readingsOf } from '../../engine/readings.js';
import {
  DRAW_MP,
  drawMobility,
  landingCraftDrawAllowed,
  rangeSearch,
  sealedByZoc,
  zocBlocksPath,
} from './supply-path-rules.js';
import { mayThrow } from './throw-rules.js';

/** A dump a unit can get supply from, how far, and how (its own draw, or an HQ's throw). */
export interface DumpAccess {
  dump: OcsDump;
  mp: number;
  via: string;
}

/** The side's dumps by hex, and which of them are SP aboard a Landing Craft (drawn only from next to it). */
export class DumpTable extends HexTable<OcsDump[]> {
  constructor(
    size: number,
    readonly aboardLandingCraft: (d: OcsDump) => boolean,
  ) {
    super(size);
  }
}

/**
 * OCS 12.0, its Important Note (after 18.5e): SP loaded on a Landing Craft (a unit type the game
 * marks `landingCraft`) are drawn only by a unit in a hex next to it, and an HQ never throws them.
 */
export function aboardLandingCraft(ctx: Pick<SideContext, 'game' | 'state'>): (d: OcsDump) => boolean {
  const craft = new Set(ctx.game.unitTypes.filter((t) => ocsUnitType(t).landingCraft).map((t) => t.id));
  if (craft.size === 0) return () => false;
  const carrierType = new Map(ctx.state.units.map((u) => [u.id, u.type]));
  return (d) => d.on !== undefined && craft.has(carrierType.get(d.on) ?? '');
}

/** The side's dumps by hex (several may share a hex: a dump on the ground and SP loaded on a truck, 12.1b). */
export function dumpTable(sideCtx: SideContext, dumps: readonly OcsDump[]): DumpTable {
  const table = new DumpTable(sideCtx.grid.size, aboardLandingCraft(sideCtx));
  for (const d of dumps) {
    const i = sideCtx.grid.indexOf(d.hex);
    if (i < 0) continue;
    const here = table.get(i);
    if (here) here.push(d);
    else table.set(i, [d]);
  }
  return table;
}

/** OCS 12.10a-b: SP loaded on organic trucks, which units may leave for their internal stocks. */
export function onOrganicTruck(sideCtx: SideContext): (d: OcsDump) => boolean {
  const organic = new Set(sideCtx.game.unitTypes.filter((t) => ocsUnitType(t).organic).map((t) => t.id));
  const carrierType = new Map(sideCtx.state.units.map((u) => [u.id, u.type]));
  return (d) => d.on !== undefined && organic.has(carrierType.get(d.on) ?? '');
}

/**
 * OCS 12.3a, 12.3c: every dump within the unit's own draw range (5 MP, Truck MP or an HQ's Leg or
 * Track throw mobility; adjacent is close enough), nearest first, from one search out of its hex.
 * SP aboard a Landing Craft only from a hex next to it, and never for an HQ's throw (`forThrow`).
 */
export function dumpsInReach(
  sideCtx: SideContext,
  u: OcsUnit,
  table: DumpTable,
  forThrow = false,
): Array<{ dump: OcsDump; mp: number; path: string[] }> {
  const { grid, search } = sideCtx;
  const at = sideCtx.hexOf(u);
  if (at < 0) return [];
  const m = drawMobility(u);
  const inZoc = readingsOf(sideCtx.game).dumpInEnemyZoc;
  search.run({
    sources: [at],
    mobility: m,
    maxMP: DRAW_MP,
    overlay: sideCtx.overlay,
    zocBlocks: zocBlocksPath(m),
    ...sideCtx.costs,
  });
  const found: Array<{ dump: OcsDump; mp: number; path: string[] }> = [];
  const seen = new Set<OcsDump>();
  // cheapest first: a dump's first reached hex at or next to it gives its MP
  for (let k = 0; k < search.reachedCount; k++) {
    const h = search.reachedAt(k);
    for (let d = -1; d < 6; d++) {
      const n = d < 0 ? h : grid.neighbours[6 * h + d]!;
      // a dump no Truck path leaves (enemy ZOC, 12.3d) is drawn only from its hex or next to it
      if (n >= 0 && h !== at && sealedByZoc(sideCtx.overlay.flags[n]!, m, inZoc)) continue;
      for (const dump of (n >= 0 ? table.get(n) : undefined) ?? []) {
        if (table.aboardLandingCraft(dump) && !landingCraftDrawAllowed(forThrow, h === at, d >= 0)) continue;
        if (seen.has(dump)) continue;
        seen.add(dump);
        found.push({ dump, mp: search.costMP(h), path: pathHexes(search, h) });
      }
    }
  }
  return found;
}

/**
 * Does an HQ's throw from hex `from` reach hex `at` or a hex next to it (OCS 12.3b-c)? Enemy ZOC
 * blocks a throw by truck. When it reaches, ctx.search.hit is the hex it reached.
 */
export function searchThrow(
  sideCtx: SideContext,
  from: number,
  tr: NonNullable<OcsUnit['throwRange']>,
  at: number,
): boolean {
  sideCtx.search.run({ ...rangeSearch(sideCtx, [from], tr), target: at, adjacentOk: true });
  return sideCtx.search.hit >= 0;
}

/**
 * OCS 12.3: the dumps a unit (or a hex: an air base, a construction site) can be supplied from —
 * drawn itself (12.3a) or thrown by an HQ whose printed range reaches it or a hex next to it and
 * that can draw from the dump itself (12.3b; never an HQ in Strat Mode, C) — nearest first.
 */
export function dumpsAvailable(
  sideCtx: SideContext,
  target: { unit: OcsUnit } | { hex: number },
  table: DumpTable,
): DumpAccess[] {
  const unit = 'unit' in target ? target.unit : undefined;
  const at = 'unit' in target ? sideCtx.hexOf(target.unit) : target.hex;
  if (at < 0) return [];
  const drawer: OcsUnit = unit ?? { ...SITE, hex: sideCtx.grid.printedId(at) };
  const out: DumpAccess[] = dumpsInReach(sideCtx, drawer, table).map((x) => ({ ...x, via: 'draw' }));
  for (const hq of sideCtx.friendly) {
    const tr = hq.throwRange;
    // 12.3b C: no HQ in Strat Mode; an HQ's own supply is its draw, above
    if (!mayThrow(hq) || hq === unit || !sideCtx.isCombat(hq)) continue;
    const from = sideCtx.hexOf(hq);
    if (from < 0) continue;
    if (!searchThrow(sideCtx, from, tr!, at)) continue;
    const mp = sideCtx.search.costMP(sideCtx.search.hit);
    for (const x of dumpsInReach(sideCtx, hq, table, true))
      out.push({ dump: x.dump, mp: x.mp + mp, via: `thrown by ${hq.name} (${hq.hex})` });
  }
  return out.sort((a, b) => a.mp - b.mp);
}

/** A place that draws like a unit with Truck MP (12.3a): an air base or a construction site. */
const SITE: OcsUnit = {
  id: '(site)',
  name: 'site',
  side: '',
  type: '',
  hex: '',
  steps: 1,
  maxSteps: 1,
  re: 0,
  ar: 0,
  ma: 0,
  mode: 'combat',
  attack: 0,
  defense: 0,
};

/**
 * Pays `tokens` from the dumps in order (nearest first), as far as each still holds — `left` keeps
 * what earlier payments in the same command took. Returns the payments, or undefined if short.
 */
export function payFrom(
  access: readonly DumpAccess[],
  tokens: number,
  left: Map<OcsDump, number>,
): Array<{ dump: OcsDump; tokens: number }> | undefined {
  const out: Array<{ dump: OcsDump; tokens: number }> = [];
  let due = tokens;
  for (const a of access) {
    if (due === 0) break;
    const have = left.get(a.dump) ?? a.dump.amount;
    const take = Math.min(have, due);
    if (take <= 0 || out.some((p) => p.dump === a.dump)) continue;
    out.push({ dump: a.dump, tokens: take });
    due -= take;
  }
  if (due > 0) return undefined;
  for (const p of out) left.set(p.dump, (left.get(p.dump) ?? p.dump.amount) - p.tokens);
  return out;
}

/** How much the dumps in `access` still hold between them. */
export function availableTokens(access: readonly DumpAccess[], left: Map<OcsDump, number>): number {
  let sum = 0;
  for (const d of new Set(access.map((a) => a.dump))) sum += left.get(d) ?? d.amount;
  return sum;
}
