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
import { sourcesOf } from './search-sources.js';
import { sideUnits } from './side-units.js';
import { lineRun, sameLineRun, type LineRun } from './line-runs.js';

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
  const like = options.like;
  const roster = sideUnits(grid, state, side, (u) => types.get(u.type), like?.roster);
  const { units: friendly, hexes: hexAt, judged } = roster;
  const hexOf = (u: GcUnit) => grid.indexOf(u.hex);
  /** suppliers by hex, the first listed speaking for its hex (as a search reports one source per hex) */
  const byHex = (list: Supplier[]) => {
    const m = new Map<number, Supplier>();
    for (const x of list) if (!m.has(x.index)) m.set(x.index, x);
    return m;
  };
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
  const hqs = roster.hqPlaces.map((k) => friendly[k]!);
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
  for (const k of roster.exempt) verdicts[k] = make(k, 'exempt', null, 'not a combat unit: needs no supply');

  // nation by nation: full supply, then limited supply (a limited supply line to its nation's
  // sources or any HQ in general supply; or another nation's HQ within HQ range)
  let general = like ? like.general : new Uint8Array(grid.size);
  let generalList = like ? like.generalList : [];
  const overland = overlandHexes(ctx.graph, weather);
  // each nation's searches as its verdicts read them; a drag's plan whose searches all answer as
  // they stood has the hexes in general supply that stood
  const lineRuns = new Map<string, LineRun>();
  const limitedSearches: PathSearch[] = [];
  let generalStands = like !== undefined;
  for (const [n, mine] of roster.byNation) {
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
      const fullSrc = sourcesOf(search);
      const fullRun = lineRun(search, full);
      const stands = sameLineRun(like?.lineRuns.get(`full:${n ?? ''}`), fullRun);
      lineRuns.set(`full:${n ?? ''}`, fullRun);
      for (let m = 0; m < mine.length; m++) {
        const k = mine[m]!;
        const i = hexAt[k]!;
        if (stands && like!.units[k] === friendly[k]) {
          // the same search read at the same hex with the same suppliers: the verdict it had
          const was = like!.verdicts[k]!;
          if (was.status === 'full') ((verdicts[k] = was), (lineSearch[k] = searches.length - 1));
          continue;
        }
        if (!search.reached(i) || search.costUnits(i) > fullUnits) continue;
        const s = fullAt.get(fullSrc(i))!;
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
    // a nation with no supplier: the hexes in general supply are the ones its searches reach now
    if (!limited.length) {
      generalStands = false;
      continue;
    }
    if (!oneSearch) {
      searches.push(limitedLine());
      search = run(`limited:${n ?? ''}`, searches[searches.length - 1]!);
    }
    const limitedRun = lineRun(search, limited);
    const stands = sameLineRun(like?.lineRuns.get(`limited:${n ?? ''}`), limitedRun);
    lineRuns.set(`limited:${n ?? ''}`, limitedRun);
    limitedSearches.push(search);
    generalStands &&= stands;
    // a judgement without a drag runs the nations' searches on one PathSearch: read each as it runs
    if (!like) addGeneral(search, overland, general, generalList);
    const limitedAt = byHex(limited);
    // as above, a supplier's words once: those of another nation's HQ within HQ range, and the rest
    const limitedWords = new Map<Supplier, Reasons>();
    const foreignWords = new Map<Supplier, Reasons>();
    const limitedSrc = sourcesOf(search);
    for (let m = 0; m < mine.length; m++) {
      const k = mine[m]!;
      const i = hexAt[k]!;
      if (verdicts[k]) continue;
      if (stands && like!.units[k] === friendly[k]) {
        const was = like!.verdicts[k]!;
        if (was.status === 'limited') ((verdicts[k] = was), (lineSearch[k] = searches.length - 1));
        continue;
      }
      if (!search.reached(i)) continue;
      const s = limitedAt.get(limitedSrc(i))!;
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
  // GC 16.H: a drag's plan whose limited searches read otherwise has the hexes they reach
  if (like && !generalStands) {
    general = new Uint8Array(grid.size);
    generalList = [];
    for (const s of limitedSearches) addGeneral(s, overland, general, generalList);
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
    roster,
    lineRuns,
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

/** GC 16.H: the hexes a limited search reached where a supply line could be (not the sea off a supplied coast), added to `general`. */
function addGeneral(search: PathSearch, overland: Uint8Array, general: Uint8Array, list: number[]): void {
  for (let k = 0; k < search.reachedCount; k++) {
    const h = search.reachedAt(k);
    if (overland[h] && !general[h]) {
      general[h] = 1;
      list.push(h);
    }
  }
}

/** 1 for each hex the search reached. */
function reachedHexes(search: PathSearch, hexes: readonly number[]): Uint8Array {
  return Uint8Array.from(hexes, (h) => (search.reached(h) ? 1 : 0));
}
