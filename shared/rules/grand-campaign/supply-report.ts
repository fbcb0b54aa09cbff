import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { mpText } from '../../hex/mp-text.js';
import { PathSearch } from '../../hex/path-search.js';
import type { GcState, GcUnit } from './state.js';
import { budgetUsed, smpFronts, smpKind, supplyMovementAllowance } from './budgets.js';
import { gcSupply, type GcSupply, type GcVerdict } from './determine-supply.js';
import { gcIsolation, type Isolation } from './isolation.js';
import { eliminationCandidates } from './isolation-roll.js';
import { formatTwelfths } from './quantity.js';
import { SLP } from './supply-lines.js';
import { limitedAtJudgement } from './judgement.js';
import type { SupplyLevel } from './unsupplied-level.js';
import { plannedRows } from './planned-rows.js';

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

/** The side's supply as the views and the CLI read it: verdicts with their paths, isolation, and where SP may be spent. */
export function gcSupplyReport(ctx: RulesContext, state: GcState, side: string): GcSupplyReport {
  return reportOf(ctx, state, side, gcSupply(ctx, state, side));
}

/** The report of a judgement: each verdict worded with its isolation (16.G) and special supply (17.D.2). */
export function reportOf(ctx: RulesContext, state: GcState, side: string, s: GcSupply): GcSupplyReport {
  const iso = gcIsolation(ctx, state, side, s);
  return {
    side,
    turn: state.clock.turn,
    units: unitRows(ctx, s, iso),
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

/**
 * The report's rows: each verdict worded with its isolation (16.G) and special supply (17.D.2). A
 * drag gives its answer as the campaign stands (`like`): a row of the very same verdict, isolation
 * and special supply is that answer's row, not another object a hover makes for each unit.
 */
export function unitRows(
  ctx: RulesContext,
  s: GcSupply,
  iso: Isolation,
  like?: { supply: GcSupply; iso: Isolation; rows: readonly GcSupplyReport['units'][number][] },
  /** told the places of the rows made anew where every other row is like's, in its place */
  anew?: (places: readonly number[]) => void,
): GcSupplyReport['units'] {
  // a limited verdict reads as the rule: what the judgement does with it (16.B, 17.C), once per level
  const atLevel = new Map<SupplyLevel, string>();
  const limitedWords = (u: GcUnit) => {
    const level = u.gc?.uLevel ?? 'full';
    let words = atLevel.get(level);
    if (words === undefined) atLevel.set(level, (words = limitedAtJudgement(ctx, level)));
    return words;
  };
  const same = (v: GcVerdict, k: number) =>
    like !== undefined &&
    like.supply.verdicts[k] === v &&
    k < like.iso.units.length &&
    k < iso.units.length &&
    like.iso.limit === iso.limit &&
    like.iso.units.isolated[k] === iso.units.isolated[k] &&
    (v.status !== 'out' || like.iso.units.slp[k] === iso.units.slp[k]) &&
    (like.supply.special[k] ?? null) === (s.special[k] ?? null);
  const rowAt = (v: GcVerdict, k: number) =>
    same(v, k)
      ? like!.rows[k]!
      : row(v, s.special[k] ?? null, iso.units, k, iso.limit, v.status === 'limited' ? limitedWords(s.units[k]!) : '');
  // a plan worked out where it may change things: the rows of the others are the ones that stand
  if (like && s.changed && iso.changed && like.rows.length === s.verdicts.length) {
    const places = [...s.changed.judged, ...iso.changed];
    const rows = plannedRows(like.rows, places);
    for (const k of places) rows[k] = rowAt(s.verdicts[k]!, k);
    anew?.(places);
    return rows;
  }
  return s.verdicts.map(rowAt);
}

/**
 * A verdict as its row reads, with its unit's isolation (the same place k in Isolation.units): the
 * verdict itself where nothing is added (a row per unit was 20,000 more objects alive in the report).
 */
function row(
  v: GcVerdict,
  dump: string | null,
  locs: Isolation['units'],
  k: number,
  limit: number,
  limited: string,
): GcSupplyReport['units'][number] {
  const isolation =
    k >= locs.length
      ? ''
      : locs.isolated[k]
        ? `; isolated: no line of communication of ${limit} SLP reaches it (GC 16.G, 16.H)`
        : v.status === 'out'
          ? `; not isolated: a LOC of ${mpText(locs.slp[k]!)} SLP (of ${limit})`
          : '';
  const special = dump && v.status === 'out' ? `; the SP at ${dump} are within special supply range (GC 17.D.2)` : '';
  if (!isolation && !special && !limited) return v;
  return {
    id: v.id,
    name: v.name,
    hex: v.hex,
    status: v.status,
    via: v.via,
    reason: `${v.reason}${limited}${isolation}${special}`,
    path: v.path,
  };
}

/** GC 19.F.1.b, d.2, e.2: this turn's SMP, supply net and naval supply net: used, of the game's numbers. */
function budgetsLeft(ctx: RulesContext, state: GcState, side: string): GcReportSections['budgets'] {
  const used = (kind: string) => budgetUsed(state, side, kind);
  const out: GcReportSections['budgets'] = [];
  const smp = supplyMovementAllowance(ctx.game, side, 'smp');
  if (smp !== undefined)
    out.push({ label: 'supply movement points', used: formatTwelfths(used('smp')).replace(/ SP$/, ''), of: `${smp}` });
  // 19.F.1.b: SMP by front or command, where the game gives them so
  for (const front of smpFronts(ctx.game, side))
    out.push({
      label: `supply movement points in ${front}`,
      used: formatTwelfths(used(smpKind(front))).replace(/ SP$/, ''),
      of: `${supplyMovementAllowance(ctx.game, side, 'smp', front)}`,
    });
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
function resupplyOptions(ctx: RulesContext, state: GcState, side: string, s: GcSupply): GcReportSections['resupply'] {
  const { grid } = ctx;
  const stacks = new Map<string, GcUnit[]>();
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
