import { pathHexes } from '../../hex/path-explain.js';
import { PathSearch } from '../../hex/path-search.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import type { CampaignState, Unit } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { budgetUsed, supplyMovementAllowance } from './budgets.js';
import { gcIsolation } from './isolation.js';
import { eliminationCandidates } from './isolation-roll.js';
import { formatTwelfths } from './quantity.js';
import { overlandHexes } from './overland-hexes.js';
import { enemyZocStrength, SLP, supplyLineRanges, weatherOf, type SupplyLineRanges } from './supply-lines.js';
import { mpText } from '../../hex/mp-text.js';

export type GcStatus = 'full' | 'limited' | 'out' | 'exempt';

export interface GcVerdict {
  id: string;
  name: string;
  hex: string;
  status: GcStatus;
  via: string | null;
  reason: string;
  path: string[];
  /** GC 16.A.6: the hex of a friendly SP dump within special supply range (SP may be spent on the unit, 17.D.2) */
  special: string | null;
}

export interface GcSupply {
  side: string;
  weather: string;
  ranges: SupplyLineRanges;
  verdicts: GcVerdict[];
  /** hexes in general supply (within a limited supply line of a source or an HQ in general supply): where LOCs start (16.H) */
  general: Uint8Array;
  /** friendly and enemy ZOC for the searches: the overlay supply lines use */
  overlay: SearchOverlay;
  /** the enemy ZOC in every hex (supply-lines.ts enemyZocStrength), for isolation and elimination */
  zoc: Uint8Array;
  inactive: Array<{ hex: string; label: string; reason: string }>;
  /** HQs in general supply (a line of any length to a national source of their nation): GC 19.A.1.a's attached HQs */
  activeHqs: Unit[];
}

type Supplier = { index: number; label: string; nation: string | undefined; hq: Unit | null };

/**
 * GC 16.A, 16.F: a side's supply now. A unit is in full supply within an HQ's range (SLP, in the
 * turn's weather) of a national supply source of its nation or of an HQ in general supply that
 * may supply it in full (its nation's army HQs, coalition and command HQs, and the 16.F.2
 * exceptions); in limited supply within a limited supply line of its nation's sources or of any
 * HQ in general supply, or within HQ range of another nation's HQ; otherwise out of supply.
 * An HQ is in general supply when it traces a line of any length to a national supply source of
 * its nation (coalition and command HQs: of any nation of the side). No supply line enters an
 * enemy unit or an enemy ZOC not occupied by a friendly unit.
 */
export function gcSupply(ctx: RulesContext, state: CampaignState, side: string): GcSupply {
  const { game, grid } = ctx;
  const weather = weatherOf(game, state.clock.turn);
  const ranges = supplyLineRanges(game, weather);
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const zoc = enemyZocStrength(game, grid, state, side);
  const overlay = supplyOverlay(ctx, state, side, zoc);
  // released at the end: the verdicts keep their paths, nothing keeps the search
  const search = PathSearch.lease(ctx.graph);
  // each unit's hex read once (units x lookups of printed ids showed at 20,000 units a side), and
  // the units known by their place in `friendly` (Maps keyed by unit grew slower than the units)
  const friendly: Unit[] = [];
  const hexAt: number[] = [];
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    if (u.side !== side) continue;
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    friendly.push(u);
    hexAt.push(i);
  }
  const hexOf = (u: Unit) => grid.indexOf(u.hex);
  /** suppliers by hex, the first listed speaking for its hex (as a search reports one source per hex) */
  const byHex = (list: Supplier[]) => {
    const m = new Map<number, Supplier>();
    for (const x of list) if (!m.has(x.index)) m.set(x.index, x);
    return m;
  };
  const nationOf = (u: Unit) => u.nation;
  const nationName = (n: string | undefined) => (n ? (game.nations.find((x) => x.id === n)?.name ?? n) : 'its side');

  // national supply sources (16.F.1), free of enemy units
  const sources = game.supplySources
    .filter((s) => s.side === side)
    .map((s) => ({ ...s, index: grid.indexOf(s.hex) }))
    .filter((s) => s.index >= 0);
  const inactive = sources
    .filter((s) => overlay.flags[s.index]! & ENEMY_UNIT)
    .map((s) => ({
      hex: s.hex,
      label: s.name ?? `supply source ${s.hex}`,
      reason: `an enemy unit stands at ${s.hex}`,
    }));
  const working = sources.filter((s) => !(overlay.flags[s.index]! & ENEMY_UNIT));

  // HQs in general supply: a line of any length to a national source of their nation
  const hqs = friendly.filter((u) => types.get(u.type)?.hq);
  // one search per set of sources (a nation's, or the whole side's for coalition and command
  // HQs), not one per HQ: a monster map has hundreds of HQs and few nations
  const activeHqs: Unit[] = [];
  const sourceKey = (hq: Unit) => ((types.get(hq.type)?.hqKind ?? 'army') !== 'army' || !hq.nation ? '*' : hq.nation);
  for (const key of new Set(hqs.map(sourceKey))) {
    const group = hqs.filter((h) => sourceKey(h) === key);
    const own = working.filter((s) => key === '*' || !s.nation || s.nation === key);
    if (own.length)
      search.run({
        sources: own.map((s) => s.index),
        mobility: SLP,
        weather,
        overlay,
        zocBlocks: true,
        direction: 'to-sources',
      });
    for (const hq of group) {
      if (own.length && search.reached(hexOf(hq))) activeHqs.push(hq);
      else if (!own.length)
        inactive.push({
          hex: hq.hex,
          label: hq.name,
          reason: `no national supply source of ${nationName(hq.nation)} is free of enemy units`,
        });
      else
        inactive.push({
          hex: hq.hex,
          label: hq.name,
          reason: `no supply line to a national supply source of ${nationName(hq.nation)} avoids enemy units and enemy ZOCs`,
        });
    }
  }
  const hqKind = (hq: Unit) => types.get(hq.type)?.hqKind ?? 'army';
  const armyNations = new Set(hqs.filter((h) => hqKind(h) === 'army').map((h) => h.nation));
  const hasOwnArmyHq = (n: string | undefined) => armyNations.has(n);
  /** GC 16.F.2: may this HQ supply a unit of nation n in full? */
  const fullFrom = (hq: Unit, n: string | undefined): boolean => {
    if (!n || !hq.nation || hq.nation === n || hqKind(hq) !== 'army') return true;
    const nation = game.nations.find((x) => x.id === n);
    if (nation?.fullFrom.includes(hq.nation)) return true;
    const hqNation = game.nations.find((x) => x.id === hq.nation);
    return !hasOwnArmyHq(n) && !!nation?.contingent && nation.contingent === hqNation?.contingent;
  };
  const hqSupplier = (hq: Unit): Supplier => ({
    index: hexOf(hq),
    label: `${hq.name} (${hq.hex})`,
    nation: hq.nation,
    hq,
  });
  const sourceSupplier = (s: (typeof working)[number]): Supplier => ({
    index: s.index,
    label: s.name ?? `supply source ${s.hex}`,
    nation: s.nation,
    hq: null,
  });

  // each friendly unit's verdict, by its place in `friendly`
  const verdicts: Array<GcVerdict | undefined> = friendly.map(() => undefined);
  const make = (u: Unit, status: GcStatus, via: string | null, reason: string, path: string[] = []): GcVerdict => ({
    id: u.id,
    name: u.name,
    hex: u.hex,
    status,
    via,
    reason,
    path,
    special: null,
  });
  const judged: number[] = [];
  friendly.forEach((u, k) => {
    const t = types.get(u.type);
    if (t?.combat || t?.hq || t?.air) judged.push(k);
    else verdicts[k] = make(u, 'exempt', null, 'not a combat unit: needs no supply');
  });

  // nation by nation: full supply, then limited supply (a limited supply line to its nation's
  // sources or any HQ in general supply; or another nation's HQ within HQ range)
  const general = new Uint8Array(grid.size);
  const overland = overlandHexes(ctx.graph, weather);
  for (const n of [...new Set(judged.map((k) => nationOf(friendly[k]!)))]) {
    const mine = judged.filter((k) => nationOf(friendly[k]!) === n);
    const ownSources = working.filter((s) => !s.nation || !n || s.nation === n).map(sourceSupplier);
    const full = [...ownSources, ...activeHqs.filter((h) => fullFrom(h, n)).map(hqSupplier)];
    if (full.length) {
      search.run({
        sources: full.map((s) => s.index),
        mobility: SLP,
        weather,
        maxMP: ranges.hq,
        overlay,
        zocBlocks: true,
        direction: 'to-sources',
      });
      const fullAt = byHex(full);
      for (let m = 0; m < mine.length; m++) {
        const k = mine[m]!;
        const u = friendly[k]!;
        const i = hexAt[k]!;
        if (!search.reached(i)) continue;
        const s = fullAt.get(search.sourceOf(i))!;
        const why = !s.hq
          ? `a national supply source of ${nationName(n)}`
          : hqKind(s.hq) === 'command'
            ? 'a command HQ, which supplies every nation'
            : s.hq.nation === n || !n || !s.hq.nation
              ? `${hqKind(s.hq) === 'army' ? "its nation's" : `a ${hqKind(s.hq)}`} HQ`
              : `an HQ of ${nationName(s.hq.nation)}, ${hasOwnArmyHq(n) ? 'from which it may draw full supply' : 'of its contingent, since it has no army HQ of its own'} (16.F.2)`;
        verdicts[k] = make(
          u,
          'full',
          s.label,
          `${mpText(search.costMP(i))} SLP from ${s.label}, ${why}, within the HQ range of ${ranges.hq} SLP in ${weather} weather (GC 16.A.3, 16.F)`,
          pathHexes(search, i),
        );
      }
    }
    const limited = [...ownSources, ...activeHqs.map(hqSupplier)];
    if (!limited.length) continue;
    search.run({
      sources: limited.map((s) => s.index),
      mobility: SLP,
      weather,
      maxMP: ranges.limited,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
    });
    // GC 16.H: only hexes a supply line could be in (not the sea off a supplied coast)
    for (let k = 0; k < search.reachedCount; k++) if (overland[search.reachedAt(k)]) general[search.reachedAt(k)] = 1;
    const limitedAt = byHex(limited);
    for (let m = 0; m < mine.length; m++) {
      const k = mine[m]!;
      const u = friendly[k]!;
      const i = hexAt[k]!;
      if (verdicts[k] || !search.reached(i)) continue;
      const s = limitedAt.get(search.sourceOf(i))!;
      const cost = search.costMP(i);
      const reason =
        s.hq && cost <= ranges.hq
          ? `${mpText(cost)} SLP from ${s.label}, an HQ of ${nationName(s.hq.nation)}: a unit traces only limited supply from another nation's HQ (GC 16.F.2)`
          : `${mpText(cost)} SLP from ${s.label}: beyond the full supply range of ${ranges.hq} SLP, within a limited supply line of ${ranges.limited} SLP in ${weather} weather (GC 16.A.4)`;
      verdicts[k] = make(u, 'limited', s.label, reason, pathHexes(search, i));
    }
  }
  for (let j = 0; j < judged.length; j++) {
    const k = judged[j]!;
    if (verdicts[k]) continue;
    const why = !working.length
      ? `no national supply source of ${side} is free of enemy units`
      : `no supply line of ${ranges.limited} SLP or less in ${weather} weather reaches it from a national supply source or an HQ in general supply, avoiding enemy units and enemy ZOCs`;
    verdicts[k] = make(friendly[k]!, 'out', null, `${why} (GC 16.A.2)`);
  }
  markSpecialSources(
    ctx,
    state,
    side,
    ranges,
    overlay,
    search,
    judged.map((k) => verdicts[k]!),
    judged.map((k) => hexAt[k]!),
  );
  search.release();
  const order = verdicts as GcVerdict[];
  return { side, weather, ranges, verdicts: order, general, overlay, zoc, inactive, activeHqs };
}

/** Enemy units block; enemy ZOC blocks a supply line except in hexes a friendly unit occupies. */
export function supplyOverlay(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  zoc: Uint8Array = enemyZocStrength(ctx.game, ctx.grid, state, side),
): SearchOverlay {
  const { grid } = ctx;
  const overlay = SearchOverlay.empty(grid);
  const friendlyHere = new Uint8Array(grid.size);
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (u.side === side) friendlyHere[i] = 1;
    else overlay.mark(i, ENEMY_UNIT);
  }
  for (let i = 0; i < grid.size; i++)
    if (zoc[i]! > 0 && !friendlyHere[i]) overlay.flags[i] = overlay.flags[i]! | ENEMY_ZOC;
  return overlay;
}

/** GC 16.A.6: SP of the side in a depot or on a unit are a special supply source for units within special range. */
function markSpecialSources(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  ranges: SupplyLineRanges,
  overlay: SearchOverlay,
  search: PathSearch,
  verdicts: GcVerdict[],
  /** each verdict's unit's hex */
  hexes: number[],
): void {
  const { grid } = ctx;
  // the hexes holding SP, named by their hex as the referee finds them on the map
  const dumpAt = new Map<number, string>();
  for (const d of state.dumps) {
    if (d.side !== side || d.amount <= 0 || d.resource) continue;
    const i = grid.indexOf(d.hex);
    if (i >= 0 && !dumpAt.has(i)) dumpAt.set(i, d.hex);
  }
  if (!dumpAt.size || !verdicts.length) return;
  search.run({
    sources: [...dumpAt.keys()],
    mobility: SLP,
    weather: weatherOf(ctx.game, state.clock.turn),
    maxMP: ranges.special,
    overlay,
    zocBlocks: true,
    direction: 'to-sources',
  });
  for (let k = 0; k < verdicts.length; k++)
    if (search.reached(hexes[k]!)) verdicts[k]!.special = dumpAt.get(search.sourceOf(hexes[k]!))!;
}

/**
 * The report's sections of the grand campaign's capabilities: isolation now (16.G: the longest LOC,
 * the isolated pockets with their pool if formed, the units that would roll for elimination, 17.E),
 * special supply (17.D.2: stacks out of supply with SP in range), and this turn's supply movement
 * budgets (19.F: used, of how much).
 */
export interface GcReportSections {
  isolation: {
    limit: number;
    pockets: Array<{ hexes: string[]; units: string[]; pool: string | null }>;
    rollers: Array<{ id: string; name: string; hex: string; level: number }>;
  };
  resupply: Array<{
    hex: string;
    units: string[];
    re: number;
    level: number;
    dumps: Array<{ id: string; hex: string; amountText: string }>;
  }>;
  budgets: Array<{ label: string; used: string; of: string }>;
}
export type GcSupplyReport = SupplyReport & GcReportSections;

/** The side's supply as the views and the CLI read it: verdicts, isolation, and where SP may be spent. */
export function gcSupplyReport(ctx: RulesContext, state: CampaignState, side: string): GcSupplyReport {
  const s = gcSupply(ctx, state, side);
  const iso = gcIsolation(ctx, state, side, s);
  const units = s.verdicts.map((v) => {
    const i = iso.units.get(v.id);
    const isolation = !i
      ? ''
      : i.isolated
        ? `; isolated: no line of communication of ${iso.limit} SLP reaches it (GC 16.G, 16.H)`
        : v.status === 'out'
          ? `; not isolated: a LOC of ${mpText(i.slp)} SLP (of ${iso.limit})`
          : '';
    const special =
      v.special && v.status === 'out' ? `; the SP at ${v.special} are within special supply range (GC 17.D.2)` : '';
    return {
      id: v.id,
      name: v.name,
      hex: v.hex,
      status: v.status,
      via: v.via,
      reason: `${v.reason}${isolation}${special}`,
      path: v.path,
    };
  });
  return {
    side,
    turn: state.clock.turn,
    units,
    inactiveSources: s.inactive,
    isolation: {
      limit: iso.limit,
      pockets: iso.pockets.map((p) => ({
        ...p,
        pool: state.rules.gc.pools.find((x) => x.side === side && x.hexes.some((h) => p.hexes.includes(h)))?.id ?? null,
      })),
      rollers: eliminationCandidates(ctx, state, side, s.zoc).map(({ unit: u }) => ({
        id: u.id,
        name: u.name,
        hex: u.hex,
        level: u.gc?.uLevel!,
      })),
    },
    resupply: resupplyOptions(ctx, state, side, s),
    budgets: budgetsLeft(ctx, state, side),
  };
}

/** GC 19.F.1.b, d.2, e.2: this turn's SMP, supply net and naval supply net: used, of the game's numbers. */
function budgetsLeft(ctx: RulesContext, state: CampaignState, side: string): GcReportSections['budgets'] {
  const used = (kind: string) => budgetUsed(state, side, kind);
  const out: GcReportSections['budgets'] = [];
  const smp = supplyMovementAllowance(ctx.game, side, 'smp');
  if (smp !== undefined)
    out.push({ label: 'supply movement points', used: formatTwelfths(used('smp')).replace(/ SP$/, ''), of: `${smp}` });
  const net = supplyMovementAllowance(ctx.game, side, 'supply net re');
  if (net !== undefined) out.push({ label: 'supply net (RE)', used: `${used('supply-net')}`, of: `${net}` });
  for (const r of ctx.game.tables.find((t) => t.id === 'naval-supply-net')?.rows ?? []) {
    const [s, zone] = r.key.split('@');
    if (s === side && zone)
      out.push({
        label: `naval supply net in ${zone} (RE)`,
        used: `${used(`naval:${zone}`)}`,
        of: `${Number(r.cells[0])}`,
      });
  }
  return out;
}

/** GC 17.D.2: each stack with a Supply Status marker and the SP within special supply range of it. */
function resupplyOptions(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  s: GcSupply,
): GcReportSections['resupply'] {
  const { grid } = ctx;
  const stacks = new Map<string, Unit[]>();
  for (const u of state.units)
    if (u.side === side && u.gc?.uLevel !== undefined && !u.gc?.resupplied && grid.indexOf(u.hex) >= 0)
      stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
  const dumps = state.dumps.filter((d) => d.side === side && d.amount > 0 && !d.resource && grid.indexOf(d.hex) >= 0);
  if (!stacks.size || !dumps.length) return [];
  const search = PathSearch.lease(ctx.graph);
  const stackAt = [...stacks.keys()].map((hex) => ({ hex, i: grid.indexOf(hex) }));
  const dumpAt = dumps.map((d) => grid.indexOf(d.hex));
  const found: Array<{ dump: number; stack: number }> = [];
  const range = {
    mobility: SLP,
    weather: s.weather,
    maxMP: s.ranges.special,
    overlay: s.overlay,
    zocBlocks: true,
  };
  // one bounded search per dump or per stack, whichever are fewer: a path from a stack to a dump
  // costs the same counted from either end
  if (stackAt.length < dumps.length) {
    stackAt.forEach((st, k) => {
      search.run({ ...range, sources: [st.i], direction: 'from-sources' });
      dumpAt.forEach((i, d) => search.reached(i) && found.push({ dump: d, stack: k }));
    });
  } else {
    dumpAt.forEach((i, d) => {
      search.run({ ...range, sources: [i], direction: 'to-sources' });
      stackAt.forEach((st, k) => search.reached(st.i) && found.push({ dump: d, stack: k }));
    });
  }
  search.release();
  found.sort((x, y) => x.dump - y.dump || x.stack - y.stack);
  const inRange = new Map<string, Array<{ id: string; hex: string; amountText: string }>>();
  for (const { dump, stack } of found) {
    const d = dumps[dump]!;
    const hex = stackAt[stack]!.hex;
    const list = inRange.get(hex) ?? [];
    list.push({ id: d.id, hex: d.hex, amountText: formatTwelfths(d.amount) });
    inRange.set(hex, list);
  }
  return [...inRange].map(([hex, ds]) => {
    const us = stacks.get(hex)!;
    return {
      hex,
      units: us.map((u) => u.id),
      re: us.reduce((a, u) => a + u.re, 0),
      level: Math.max(...us.map((u) => u.gc?.uLevel!)),
      dumps: ds,
    };
  });
}
