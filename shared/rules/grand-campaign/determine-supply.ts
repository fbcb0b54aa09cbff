import { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { addGeneral, hqSupplier, nationalSources, sourceSupplier } from './suppliers.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { overlandHexes } from './overland-hexes.js';
import { enemyZocStrength, SLP, supplyLineRanges, weatherOf } from './supply-lines.js';
import { supplyOverlay } from './supply-overlay.js';
import { markSpecialSources } from './special-sources.js';
import { explainOutOfSupply, TRIED_SLOT } from './explain-out-of-supply.js';
import { hqsInGeneralSupply } from './general-supply-hqs.js';
import type { GcSupply, GcVerdict } from './supply-verdicts.js';
import { noSourceWords } from './verdict-words.js';
import { VerdictMaker } from './verdict-maker.js';
import { fullSupplyGround, hqKindOf, mayTraceFullSupply, nationsWithArmyHq } from './hq-supply-rules.js';
import { gcUnitType } from './game-parts.js';
import { unitsWithin } from './one-search.js';
import { sideUnits } from './side-units.js';
import { lineRun, sameLineRun, standsAt, type LineRun } from './line-runs.js';
import { ChangedPlaces } from './changed-places.js';
import { patchedArea } from './loc-asked.js';
import { plainRunner, runStamp, type SearchRunner } from '../../hex/search-replay.js';
import { fullVerdicts, limitedVerdicts, type NationLines } from './line-verdicts.js';

export type { GcStatus, GcSupply, GcVerdict } from './supply-verdicts.js';

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
  const nationName = (n: string | undefined) => (n ? (game.nations.find((x) => x.id === n)?.name ?? n) : 'its side');

  // national supply sources (16.F.1), free of enemy units
  const { sources, working, inactive } = nationalSources(game, grid, side, overlay);

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
  const hqAsSupplier = (hq: GcUnit) => hqSupplier(grid, hq);

  // each nation's suppliers: its own sources and the HQs that may supply it in full, and every
  // supplier for limited supply (a limited supply line to its nation's sources or any HQ in general
  // supply; or another nation's HQ within HQ range)
  const nations = [...roster.byNation].map(([n, mine]) => {
    const ownSources = working.filter((s) => !s.nation || !n || s.nation === n).map(sourceSupplier);
    const full = [...ownSources, ...activeHqs.filter((h) => fullFrom(h, n)).map(hqAsSupplier)];
    const limited = [...ownSources, ...activeHqs.map(hqAsSupplier)];
    // a drag's what-if, where every supplier may supply in full: the limited search answers both
    // (one-search.ts), run once
    const oneSearch = options.runner !== undefined && full.length === limited.length && ranges.limited >= ranges.hq;
    return { n, mine, full, limited, oneSearch };
  });
  // which searches each nation runs, in order: a plan's verdicts found by the same searches keep their places in `searches`
  const searchPlan = nations
    .map((x) => `${x.full.length ? (x.oneSearch ? 'o' : 'f') : '-'}${x.limited.length && !x.oneSearch ? 'l' : '-'}`)
    .join('');
  const outWords = `${
    !working.length
      ? noSourceWords(sources.length > 0, side)
      : `no supply line of ${ranges.limited} SLP or less in ${weather} weather reaches it from a national supply source or an HQ in general supply, avoiding enemy units and enemy ZOCs`
  } (GC 16.A.2)`;
  const explained = options.explain ?? true;
  // a drag's plan read as the campaign stands but where it may change things (changed-places.ts):
  // the same units, searches and words for units out of supply, no path printed nor why out
  const changed =
    like && options.runner && roster.moved && !withPaths && !explained && !like.explained
      ? like.searchPlan === searchPlan && like.outWords === outWords
        ? new ChangedPlaces(grid, like.roster, roster, roster.moved)
        : null
      : null;

  // each friendly unit's verdict, by its place in `friendly`
  const maker = new VerdictMaker(friendly, withPaths, like, changed !== null);
  const { verdicts, lineSearch, reasons } = maker;
  const make = maker.make.bind(maker);
  for (const k of roster.exempt) verdicts[k] = make(k, 'exempt', null, 'not a combat unit: needs no supply');

  let general = like ? like.general : new Uint8Array(grid.size);
  let generalList = like ? like.generalList : [];
  const overland = overlandHexes(ctx.graph, weather);
  // each nation's searches as its verdicts read them; a drag's plan whose searches all answer as
  // they stood has the hexes in general supply that stood
  const lineRuns = new Map<string, LineRun>();
  const limitedSearches: PathSearch[] = [];
  let generalStands = like !== undefined;
  // a plan's search compared with the one as the campaign stands
  const compare = (was: LineRun | undefined, now: LineRun) => {
    if (!changed || sameLineRun(was, now)) return;
    const comparable = was && now.stamp !== undefined && runStamp(was.search) === was.stamp;
    changed.compare(comparable ? was.search : null, now.search, (h) => now.byHex.get(h) !== was!.byHex.get(h));
  };
  nations.forEach(({ n, mine, full, limited, oneSearch }, rank) => {
    const lines: NationLines = {
      maker,
      mine,
      hexes: hexAt,
      ranges,
      weather,
      fullGround: (s) => fullSupplyGround(s.hq, s.hq ? hqKind(s.hq) : 'army', n, withArmyHq, nationName),
      nationName,
    };
    const limitedLine = (): SearchOptions => ({
      sources: limited.map((s) => s.index),
      mobility: SLP,
      weather,
      maxMP: ranges.limited,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
    });
    const fullUnits = oneSearch ? unitsWithin(ctx.graph, ranges.hq) : Infinity;
    // a plan's verdicts are made once both searches have run (each slot its own search): of the
    // places whose answer they change
    let fullStep: { search: PathSearch; index: number; stands: ((hex: number) => boolean) | null } | null = null;
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
      const fullRun = lineRun(search, full);
      const wasFull = like?.lineRuns.get(`full:${n ?? ''}`);
      // a drag's plan (which prints no path) keeps the verdicts its searches answer as they stood
      fullStep = { search, index: searches.length - 1, stands: withPaths ? null : standsAt(wasFull, fullRun) };
      lineRuns.set(`full:${n ?? ''}`, fullRun);
      compare(wasFull, fullRun);
      if (!changed) {
        maker.use(search, fullStep.index);
        fullVerdicts(lines, search, full, fullStep.stands, fullUnits);
      }
    }
    // a nation with no supplier: the hexes in general supply are the ones its searches reach now
    if (!limited.length) {
      generalStands = false;
      if (changed) rejudge(changed.places(mine, rank));
      return;
    }
    if (!oneSearch) {
      searches.push(limitedLine());
      search = run(`limited:${n ?? ''}`, searches[searches.length - 1]!);
    }
    const limitedRun = lineRun(search, limited);
    const wasLimited = like?.lineRuns.get(`limited:${n ?? ''}`);
    lineRuns.set(`limited:${n ?? ''}`, limitedRun);
    limitedSearches.push(search);
    generalStands &&= sameLineRun(wasLimited, limitedRun);
    // a judgement without a drag runs the nations' searches on one PathSearch: read each as it runs
    if (!like) addGeneral(search, overland, general, generalList);
    const limitedStands = withPaths ? null : standsAt(wasLimited, limitedRun);
    // one search answering both: compared once
    if (!oneSearch || !full.length) compare(wasLimited, limitedRun);
    let only = lines;
    if (changed) {
      only = { ...lines, mine: rejudge(changed.places(mine, rank)) };
      if (fullStep) {
        maker.use(fullStep.search, fullStep.index);
        fullVerdicts(only, fullStep.search, full, fullStep.stands, fullUnits);
      }
    }
    maker.use(search, searches.length - 1);
    limitedVerdicts(only, search, limited, limitedStands);
  });
  /** A plan's places judged again: their verdicts as the campaign stands set aside. */
  function rejudge(places: number[]): number[] {
    for (const k of places) {
      verdicts[k] = undefined;
      lineSearch[k] = -1;
      changed!.judged.push(k);
    }
    changed!.clear();
    return places;
  }
  // GC 16.H: a drag's plan whose limited searches read otherwise has the hexes they reach: the
  // area as it stands but where a search compared answers otherwise, or the searches read again
  if (like && !generalStands) {
    if (changed && !changed.nearAll) {
      general = patchedArea(
        grid,
        like,
        changed.nearHexes,
        (h) => overland[h] === 1 && limitedSearches.some((s) => s.reached(h)),
      );
      generalList = [];
    } else {
      general = new Uint8Array(grid.size);
      generalList = [];
      for (const s of limitedSearches) addGeneral(s, overland, general, generalList);
    }
  }
  // 16.A.2: each unit out of supply with the attempt that failed, nearest supplier and where it stopped
  const outs = (changed ? changed.judged.slice() : judged).filter((k) => !verdicts[k]);
  const tried = [...working.map(sourceSupplier), ...activeHqs.map(hqAsSupplier)];
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
  const special = changed ? like!.special.slice() : new Array<string | null>(friendly.length).fill(null);
  const specials = markSpecialSources(
    ctx,
    state,
    side,
    ranges,
    overlay,
    (o) => run('special', o),
    judged,
    hexAt,
    special,
    changed ? { was: like!.specialRun, changed } : undefined,
  );
  if (changed) for (const k of specials.places) changed.judged.push(k);
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
    searchPlan,
    outWords,
    specialRun: specials.run,
    changed,
  };
}

/** 1 for each hex the search reached. */
function reachedHexes(search: PathSearch, hexes: readonly number[]): Uint8Array {
  return Uint8Array.from(hexes, (h) => (search.reached(h) ? 1 : 0));
}
