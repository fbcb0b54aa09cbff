import { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { addGeneral, hqSupplier, nationalSources, sourceSupplier } from './suppliers.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { overlandHexes } from './overland-hexes.js';
import { enemyZocStrength, supplyLineRanges, weatherOf } from './supply-lines.js';
import { supplyOverlay } from './supply-overlay.js';
import { markSpecialSources, plannedSpecial } from './special-sources.js';
import { explainOutOfSupply, TRIED_SLOT } from './explain-out-of-supply.js';
import { hqsInGeneralSupply } from './general-supply-hqs.js';
import type { GcSupply, GcVerdict } from './supply-verdicts.js';
import { VerdictMaker } from './verdict-maker.js';
import { fullSupplyGround, hqKindOf, nationsWithArmyHq } from './hq-supply-rules.js';
import { gcUnitType } from './game-parts.js';
import { sideUnits } from './side-units.js';
import { nationSuppliers, outOfSupplyWords } from './nation-suppliers.js';
import { nationVerdicts } from './nation-verdicts.js';
import { ChangedPlaces } from './changed-places.js';
import { patchedArea } from './loc-asked.js';
import { plainRunner, type SearchRunner } from '../../hex/search-replay.js';

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
    /** a drag's what-if: the hexes whose supply-line flags (the overlay) its plan changes */
    read?: readonly number[];
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
  const hqAsSupplier = (hq: GcUnit) => hqSupplier(grid, hq);
  const { nations, searchPlan } = nationSuppliers(game, roster, {
    working,
    activeHqs,
    hqs,
    hqKind,
    hqAsSupplier,
    ranges,
    drag: options.runner !== undefined,
  });
  const withArmyHq = nationsWithArmyHq(hqs.map((unit) => ({ unit, kind: hqKind(unit) })));
  const outWords = outOfSupplyWords({ working, sources }, side, ranges, weather);
  const explained = options.explain ?? true;
  // a drag's plan read as the campaign stands but where it may change things (changed-places.ts):
  // the same units, searches and words for units out of supply, no path printed nor why out
  const changed =
    like && options.runner && roster.moved && !withPaths && !explained && !like.explained
      ? like.searchPlan === searchPlan && like.outWords === outWords
        ? new ChangedPlaces(grid, like.roster, roster, roster.moved, options.read ?? null)
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
  const { lineRuns, limitedSearches, generalStands } = nationVerdicts(
    { graph: ctx.graph, run, searches, maker, like, changed, withPaths, overlay, ranges, weather, hexes: hexAt },
    nations,
    (n) => (s) => fullSupplyGround(s.hq, s.hq ? hqKind(s.hq) : 'army', n, withArmyHq, nationName),
    nationName,
    // a judgement without a drag runs the nations' searches on one PathSearch: read each as it runs
    like ? null : (limitedSearch) => addGeneral(limitedSearch, overland, general, generalList),
  );
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
          (o) => run(TRIED_SLOT, o),
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
  const planned = changed ? plannedSpecial(like!.special) : null;
  const special = planned ? planned.special : new Array<string | null>(friendly.length).fill(null);
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
  planned?.set(specials.places);
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
