import { pathHexes } from '../../hex/path-explain.js';
import { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import { plainRunner, type SearchRunner } from '../../hex/search-replay.js';
import { ENEMY_UNIT, type SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { overlandHexes } from './overland-hexes.js';
import { enemyZocStrength, SLP, supplyLineRanges, weatherOf } from './supply-lines.js';
import { mpText } from '../../hex/mp-text.js';
import { supplyOverlay } from './supply-overlay.js';
import { markSpecialSources } from './special-sources.js';
import { explainOutOfSupply, TRIED_SLOT } from './explain-out-of-supply.js';
import { hqsInGeneralSupply } from './general-supply-hqs.js';
import type { GcStatus, GcSupply, GcVerdict } from './supply-verdicts.js';
import { noSourceWords, Reasons } from './verdict-words.js';
import {
  fullSupplyGround,
  hqKindOf,
  limitedFromForeignHq,
  mayTraceFullSupply,
  nationsWithArmyHq,
} from './hq-supply-rules.js';
import { gcUnitType } from './game-parts.js';
import { unitsWithin } from './one-search.js';

export type { GcStatus, GcSupply, GcVerdict } from './supply-verdicts.js';

const NO_PATH: string[] = [];

type Supplier = { index: number; label: string; nation: string | undefined; hq: GcUnit | null };

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
export function gcSupply(
  ctx: RulesContext,
  state: GcState,
  side: string,
  /**
   * paths: each verdict's line; explain: why units are out of supply (the log and the report want
   * it, other checks not); a drag's what-if gives the side's ZOC and overlay as the plan changes
   * them and runs the searches through its runner (search-replay.ts), which answers those the plan
   * cannot change as they were
   */
  options: {
    paths?: boolean;
    explain?: boolean;
    zoc?: Uint8Array;
    overlay?: SearchOverlay;
    runner?: SearchRunner;
    /** a drag's what-if: whether the HQs' lines to their sources reach them (16.A.1), read as search-replay.ts can */
    reach?: (slot: string, o: SearchOptions, hexes: readonly number[]) => Uint8Array;
    /** a drag's what-if: its judgement as the campaign stands, whose verdicts are kept where they read the same */
    like?: GcSupply;
  } = {},
): GcSupply {
  const { game, grid } = ctx;
  // the judgement records verdicts, not paths: only the reports print them
  const withPaths = options.paths ?? true;
  const searches: SearchOptions[] = [];
  const weather = weatherOf(game, state.clock.turn);
  const ranges = supplyLineRanges(game, weather);
  const types = new Map(game.unitTypes.map((t) => [t.id, gcUnitType(t)]));
  const zoc = options.zoc ?? enemyZocStrength(game, grid, state, side);
  const overlay = options.overlay ?? supplyOverlay(ctx, state, side, zoc);
  // released at the end: the verdicts keep their paths, nothing keeps the search
  const leased = PathSearch.lease(ctx.graph);
  const run = options.runner ?? plainRunner(leased);
  // the search whose answers are read now
  let search = leased;
  // each unit's hex read once (units x lookups of printed ids showed at 20,000 units a side), and
  // the units known by their place in `friendly` (Maps keyed by unit grew slower than the units)
  const friendly: GcUnit[] = [];
  const hexAt: number[] = [];
  const like = options.like;
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    if (u.side !== side) continue;
    // a drag's unit that did not move is the very object it was, at the same place: its hex is known
    const f = friendly.length;
    const i = like && like.units[f] === u ? like.hexes[f]! : grid.indexOf(u.hex);
    if (i < 0) continue;
    friendly.push(u);
    hexAt.push(i);
  }
  const hexOf = (u: GcUnit) => grid.indexOf(u.hex);
  /** suppliers by hex, the first listed speaking for its hex (as a search reports one source per hex) */
  const byHex = (list: Supplier[]) => {
    const m = new Map<number, Supplier>();
    for (const x of list) if (!m.has(x.index)) m.set(x.index, x);
    return m;
  };
  const nationOf = (u: GcUnit) => u.nation;
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
  const hqKind = (hq: GcUnit) => hqKindOf(types.get(hq.type));
  const activeHqs = hqsInGeneralSupply(ctx, hqs, hqKind, {
    sources,
    working,
    weather,
    limited: ranges.limited,
    overlay,
    inactive,
    reach: options.reach ?? ((slot, o, hexes) => reachedHexes(run(slot, o), hexes)),
  });
  const withArmyHq = nationsWithArmyHq(hqs.map((unit) => ({ unit, kind: hqKind(unit) })));
  const fullFrom = (hq: GcUnit, n: string | undefined) => mayTraceFullSupply(game, hq, hqKind(hq), n, withArmyHq);
  const hqSupplier = (hq: GcUnit): Supplier => ({
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
  const lineSearch = new Int32Array(friendly.length).fill(-1);
  const make = (k: number, status: GcStatus, via: string | null, reason: string, at = -1): GcVerdict => {
    const u = friendly[k]!;
    if (at >= 0) lineSearch[k] = searches.length - 1;
    const path = at >= 0 && withPaths ? pathFrom(at) : NO_PATH;
    // the same unit (not moved: the very object) judged the same: a hover makes no object for it
    const was = like && like.units[k] === u ? like.verdicts[k] : undefined;
    if (
      was &&
      path === NO_PATH &&
      was.path === NO_PATH &&
      was.status === status &&
      was.via === via &&
      was.reason === reason
    )
      return was;
    return { id: u.id, name: u.name, hex: u.hex, status, via, reason, path };
  };
  // the units of a stack share their path, read once a hex and search (a side's 20,000 units stand
  // in some 7,200 hexes)
  const pathAt = new Map<number, string[]>();
  let pathSearch = -1;
  const pathFrom = (at: number) => {
    if (pathSearch !== searches.length) {
      pathAt.clear();
      pathSearch = searches.length;
    }
    let p = pathAt.get(at);
    if (p === undefined) pathAt.set(at, (p = pathHexes(search, at)));
    return p;
  };
  // a cost's words ("3 1/2"), once per cost: a side's thousands of lines have a few dozen costs
  const costWords = new Map<number, string>();
  const costText = (mp: number) => {
    let t = costWords.get(mp);
    if (t === undefined) costWords.set(mp, (t = mpText(mp)));
    return t;
  };
  // a drag's plans word their verdicts with the standing judgement's Reasons: a verdict that reads
  // the same is the same string, made once a drag, not once a plan
  const reasons = like?.reasons ?? new Map<string, Reasons>();
  const reasonsFor = (words: string) => {
    let r = reasons.get(words);
    if (r === undefined) reasons.set(words, (r = new Reasons(words)));
    return r;
  };
  const judged: number[] = [];
  friendly.forEach((u, k) => {
    const t = types.get(u.type);
    if (t?.combat || t?.hq || t?.air) judged.push(k);
    else verdicts[k] = make(k, 'exempt', null, 'not a combat unit: needs no supply');
  });

  // nation by nation: full supply, then limited supply (a limited supply line to its nation's
  // sources or any HQ in general supply; or another nation's HQ within HQ range)
  const general = new Uint8Array(grid.size);
  const generalList: number[] = [];
  const overland = overlandHexes(ctx.graph, weather);
  const nations = new Set<string | undefined>();
  for (const k of judged) nations.add(nationOf(friendly[k]!));
  for (const n of nations) {
    const mine = nations.size === 1 ? judged : judged.filter((k) => nationOf(friendly[k]!) === n);
    const ownSources = working.filter((s) => !s.nation || !n || s.nation === n).map(sourceSupplier);
    const full = [...ownSources, ...activeHqs.filter((h) => fullFrom(h, n)).map(hqSupplier)];
    const limited = [...ownSources, ...activeHqs.map(hqSupplier)];
    const limitedLine = (): SearchOptions => ({
      sources: limited.map((s) => s.index),
      mobility: SLP,
      weather,
      maxMP: ranges.limited,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
    });
    // a drag's what-if, where every supplier may supply in full: the limited search answers both
    // (one-search.ts), run once
    const oneSearch = options.runner !== undefined && full.length === limited.length && ranges.limited >= ranges.hq;
    const fullUnits = oneSearch ? unitsWithin(ctx.graph, ranges.hq) : Infinity;
    if (full.length) {
      if (oneSearch) {
        searches.push(limitedLine());
        search = run(`limited:${n ?? ''}`, searches[searches.length - 1]!);
      } else {
        searches.push({
          sources: full.map((s) => s.index),
          mobility: SLP,
          weather,
          maxMP: ranges.hq,
          overlay,
          zocBlocks: true,
          direction: 'to-sources',
        });
        search = run(`full:${n ?? ''}`, searches[searches.length - 1]!);
      }
      const fullAt = byHex(full);
      // the words after the cost are the same for every unit a supplier serves: built once a
      // supplier, and each cost's reason once (a side's thousands of units share a few thousand)
      const fullWords = new Map<Supplier, Reasons>();
      for (let m = 0; m < mine.length; m++) {
        const k = mine[m]!;
        const i = hexAt[k]!;
        if (!search.reached(i) || search.costUnits(i) > fullUnits) continue;
        const s = fullAt.get(search.sourceOf(i))!;
        let words = fullWords.get(s);
        if (words === undefined) {
          const why = fullSupplyGround(s.hq, s.hq ? hqKind(s.hq) : 'army', n, withArmyHq, nationName);
          words = reasonsFor(
            ` SLP from ${s.label}, ${why}, within the HQ range of ${ranges.hq} SLP in ${weather} weather (GC 16.A.3, 16.F)`,
          );
          fullWords.set(s, words);
        }
        verdicts[k] = make(k, 'full', s.label, words.at(search.costMP(i), costText), i);
      }
    }
    if (!limited.length) continue;
    if (!oneSearch) {
      searches.push(limitedLine());
      search = run(`limited:${n ?? ''}`, searches[searches.length - 1]!);
    }
    // GC 16.H: only hexes a supply line could be in (not the sea off a supplied coast)
    for (let k = 0; k < search.reachedCount; k++) {
      const h = search.reachedAt(k);
      if (overland[h] && !general[h]) {
        general[h] = 1;
        generalList.push(h);
      }
    }
    const limitedAt = byHex(limited);
    // as above, a supplier's words once: those of another nation's HQ within HQ range, and the rest
    const limitedWords = new Map<Supplier, Reasons>();
    const foreignWords = new Map<Supplier, Reasons>();
    for (let m = 0; m < mine.length; m++) {
      const k = mine[m]!;
      const i = hexAt[k]!;
      if (verdicts[k] || !search.reached(i)) continue;
      const s = limitedAt.get(search.sourceOf(i))!;
      const cost = search.costMP(i);
      const foreign = limitedFromForeignHq(s.hq, cost, ranges.hq);
      const cache = foreign ? foreignWords : limitedWords;
      let words = cache.get(s);
      if (words === undefined) {
        words = reasonsFor(
          foreign
            ? ` SLP from ${s.label}, an HQ of ${nationName(s.hq!.nation)}: a unit traces only limited supply from another nation's HQ (GC 16.F.2)`
            : ` SLP from ${s.label}: beyond the full supply range of ${ranges.hq} SLP, within a limited supply line of ${ranges.limited} SLP in ${weather} weather (GC 16.A.4)`,
        );
        cache.set(s, words);
      }
      verdicts[k] = make(k, 'limited', s.label, words.at(cost, costText), i);
    }
  }
  const outWords = `${
    !working.length
      ? noSourceWords(sources.length > 0, side)
      : `no supply line of ${ranges.limited} SLP or less in ${weather} weather reaches it from a national supply source or an HQ in general supply, avoiding enemy units and enemy ZOCs`
  } (GC 16.A.2)`;
  // 16.A.2: each unit out of supply with the attempt that failed, nearest supplier and where it stopped
  const outs = judged.filter((k) => !verdicts[k]);
  const tried = [...working.map(sourceSupplier), ...activeHqs.map(hqSupplier)];
  const explained = options.explain ?? true;
  const whys =
    working.length && explained
      ? explainOutOfSupply(
          (o) => (search = run(TRIED_SLOT, o)),
          tried,
          outs.map((k) => hexAt[k]!),
          { weather, limited: ranges.limited, overlay, paths: withPaths, ...(options.runner ? { bounded: grid } : {}) },
        )
      : [];
  outs.forEach((k, n) => {
    const why = whys[n];
    verdicts[k] = why
      ? {
          ...make(k, 'out', null, `${outWords.slice(0, -' (GC 16.A.2)'.length)}: ${why.words} (GC 16.A.2)`),
          path: why.path,
        }
      : make(k, 'out', null, outWords);
  });
  const special = new Array<string | null>(friendly.length).fill(null);
  markSpecialSources(ctx, state, side, ranges, overlay, (o) => run('special', o), judged, hexAt, special);
  leased.release();
  const order = verdicts as GcVerdict[];
  return {
    side,
    weather,
    ranges,
    verdicts: order,
    units: friendly,
    hexes: hexAt,
    lineSearch,
    special,
    general,
    generalList,
    reasons,
    overlay,
    zoc,
    inactive,
    activeHqs,
    searches,
    tried,
    explained,
  };
}

/** 1 for each hex the search reached. */
function reachedHexes(search: PathSearch, hexes: readonly number[]): Uint8Array {
  return Uint8Array.from(hexes, (h) => (search.reached(h) ? 1 : 0));
}
