import { pathHexes } from '../../hex/path-explain.js';
import { PathSearch } from '../../hex/path-search.js';
import { plainRunner, type SearchRunner } from '../../hex/search-replay.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GcSupply } from './determine-supply.js';
import { SLP } from './supply-lines.js';
import { locCosts, type LocCosts } from './loc-costs.js';
import { LOC_SLOT } from './loc-slot.js';
import {
  dragLocAsk,
  FEW_LOC_TARGETS,
  keepsLocTargets,
  locsFromUnits,
  locTargets,
  type LocTargets,
} from './loc-asked.js';
import { locAnswer, locChanges, type LocAnswer } from './loc-changes.js';

/** GC 16.H: a LOC is at most three times the overland HQ range in the weather (21 SLP in clear). */
export const LOC_TIMES_HQ_RANGE = 3;

const NO_PATH: string[] = [];

export interface Isolation {
  /** the longest LOC, in SLP */
  limit: number;
  /**
   * each unit of the side on the map, at its place in the state's order (GcSupply.units' and
   * .verdicts' order): its LOC in SLP and (asked for) the hexes it runs through, or isolated
   */
  units: Locs;
  /** the isolated units' pockets: their hexes, joined when at most two hexes apart */
  pockets: Array<{ hexes: string[]; units: string[] }>;
  /** a drag's LOC answers (loc-changes.ts), for its plans to compare theirs with */
  answer: LocAnswer;
  /** a drag's plan worked out where it may change things: the places whose LOC was found again, null where every unit's was */
  changed: readonly number[] | null;
  /** a drag's LOC targets as the campaign stands (loc-asked.ts): a plan keeps them where it changes none */
  locTargets?: LocTargets;
}

/**
 * The units' LOCs in typed arrays, by the unit's place: an object per unit was 20,000 objects
 * alive through a 400k-hex judgement and its report, copied by every collection of the young
 * generation they lived through.
 */
export class Locs {
  /** 1 where no LOC reaches the unit */
  readonly isolated: Uint8Array;
  /** the LOC's length in SLP, -1 where isolated */
  readonly slp: Float64Array;
  /** the LOC's hexes (asked for), or none */
  readonly paths: string[][] | null;
  constructor(
    readonly length: number,
    withPaths: boolean,
  ) {
    this.isolated = new Uint8Array(length);
    this.slp = new Float64Array(length);
    this.paths = withPaths ? new Array<string[]>(length).fill(NO_PATH) : null;
  }
  path(k: number): string[] {
    return this.paths?.[k] ?? NO_PATH;
  }
}

/**
 * GC 16.G, 16.H: a unit is isolated when no line of communication reaches it: traced as an
 * overland supply route from the closest hex in general supply, at most three times the HQ range
 * in SLP. Every hex of enemy ZOC on it adds the game's enemy-ZOC cost, with no screening by
 * friendly units; a hex held by a friendly unit in enemy ZOC also adds the lowest "+# MP" marker
 * there. Enemy units block it; a hex with a friendly unit never does.
 */
export function gcIsolation(
  ctx: RulesContext,
  state: GcState,
  side: string,
  supply: GcSupply,
  /**
   * runner: a drag's what-if, which answers the LOC search as it was where the plan cannot change
   * it, and wants no pockets (a hover's verdicts do not name them)
   */
  options: {
    paths?: boolean;
    runner?: SearchRunner;
    costs?: LocCosts;
    /** a drag's isolation as the campaign stands: a plan judged where it may change things keeps its LOCs elsewhere */
    like?: Isolation;
  } = {},
): Isolation {
  const { grid, graph } = ctx;
  const limit = LOC_TIMES_HQ_RANGE * supply.ranges.hq;
  const leased = PathSearch.lease(graph);
  const run = options.runner ?? plainRunner(leased);
  const hexes = supply.hexes;
  const isolatedHexes: number[] = [];
  // a drag's what-if, which prints no LOC, asks only for the units outside the general supply area:
  // a plan the targets as they stand where it changes none (a side has thousands of units)
  const like = options.like;
  const drag = options.runner && !options.paths;
  const standing = drag && !like ? locTargets(supply.general, hexes, true) : undefined;
  const targets = (): LocTargets =>
    standing ??
    (like?.locTargets &&
    supply.changed &&
    !supply.changed.nearAll &&
    keepsLocTargets(like.locTargets, supply.general, hexes, supply.changed.near)
      ? like.locTargets
      : locTargets(supply.general, hexes, false));
  const ask = drag ? dragLocAsk(grid, supply.general, supply.generalList, () => targets().targets) : undefined;
  const conditions =
    ask !== null
      ? {
          mobility: SLP,
          weather: supply.weather,
          maxMP: limit,
          ...(options.costs ?? locCosts(ctx, state.units, side, supply.zoc, supply.ranges.enemyZoc)),
        }
      : null;
  // a drag's few units outside the area: each searched from its own hex (loc-asked.ts)
  const few =
    ask && conditions && ask.targets.length <= FEW_LOC_TARGETS
      ? locsFromUnits(graph, run, supply.general, ask, conditions)
      : null;
  const search =
    ask === undefined
      ? run(LOC_SLOT, { ...conditions!, sources: generalHexes(supply.general), direction: 'from-sources' })
      : ask && !few && run(LOC_SLOT, { ...conditions!, ...ask, direction: 'from-sources' });
  const answer = locAnswer(few, search);
  const changed =
    like && supply.changed && like.units.length === supply.units.length
      ? locChanges(like.answer, answer, supply.changed)
      : null;
  const units = changed ? plannedLocs(like!, changed) : new Locs(supply.units.length, !!options.paths);
  const n = changed ? changed.length : supply.units.length;
  for (let p = 0; p < n; p++) {
    const k = changed ? changed[p]! : p;
    const i = hexes[k]!;
    units.isolated[k] = 0;
    if (ask !== undefined && supply.general[i]) {
      // asked of a drag: the LOC of a unit in general supply starts in its own hex
      units.slp[k] = 0;
    } else if (few) {
      const cost = few.get(i)!;
      units.slp[k] = cost < 0 ? -1 : cost / graph.costScale;
      if (cost < 0) {
        units.isolated[k] = 1;
        isolatedHexes.push(i);
      }
    } else if (search && search.reached(i)) {
      // the judgement and the report need whether and how far, not the LOC's hexes: printed on request
      units.slp[k] = search.costMP(i);
      if (units.paths) units.paths[k] = pathHexes(search, i);
    } else {
      units.isolated[k] = 1;
      units.slp[k] = -1;
      isolatedHexes.push(i);
    }
  }
  leased.release();
  return {
    limit,
    units,
    pockets: options.runner ? [] : pockets(ctx, state, side, isolatedHexes),
    answer,
    changed,
    ...(standing ? { locTargets: standing } : {}),
  };
}

/** Per drag's isolation as the campaign stands, the one Locs its plans are patched in, and the places the last plan set. */
const patchedLocs = new WeakMap<Isolation, { units: Locs; set: readonly number[] }>();

/**
 * A drag's plan's LOCs: those as the campaign stands, the last plan's places put back, its own
 * `changed` places to be set (a copy per plan was two arrays as long as the side's units, garbage
 * at every hover). Read while the plan's rows are made: valid until the drag's next plan.
 */
function plannedLocs(like: Isolation, changed: readonly number[]): Locs {
  let p = patchedLocs.get(like);
  if (!p) {
    const units = new Locs(like.units.length, false);
    units.isolated.set(like.units.isolated);
    units.slp.set(like.units.slp);
    patchedLocs.set(like, (p = { units, set: [] }));
  }
  const { units } = p;
  for (const k of p.set) {
    units.isolated[k] = like.units.isolated[k]!;
    units.slp[k] = like.units.slp[k]!;
  }
  p.set = changed;
  return units;
}

/** The hexes in general supply, typed and counted first: a monster map has hundreds of thousands. */
function generalHexes(general: Uint8Array): Int32Array {
  let n = 0;
  for (let i = 0; i < general.length; i++) n += general[i]!;
  const sources = new Int32Array(n);
  for (let i = 0, k = 0; i < general.length; i++) if (general[i]) sources[k++] = i;
  return sources;
}

/**
 * GC 16.G.3: the isolated units' pockets: their hexes, joined when adjacent or two hexes apart
 * (a pocket holds the ground between its stacks). One Supply Status marker may serve a pocket.
 */
function pockets(ctx: RulesContext, state: GcState, side: string, starts: number[]): Isolation['pockets'] {
  const { grid } = ctx;
  const hexes = [...new Set(starts)];
  const rank = new Map(hexes.map((h, k) => [h, k]));
  const pocketOf = new Map<number, number>();
  const out: Isolation['pockets'] = [];
  for (const start of hexes) {
    if (pocketOf.has(start)) continue;
    const k = out.length;
    const members = [start];
    pocketOf.set(start, k);
    for (let q = 0; q < members.length; q++) {
      // the isolated hexes within two of this member, in the order the units listed them (the
      // hexes two steps away through the neighbours: not a scan of every isolated hex per member)
      const near = new Set<number>();
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbours[6 * members[q]! + d]!;
        if (n < 0) continue;
        near.add(n);
        for (let e = 0; e < 6; e++) if (grid.neighbours[6 * n + e]! >= 0) near.add(grid.neighbours[6 * n + e]!);
      }
      const found = [...near]
        .filter((j) => rank.has(j) && !pocketOf.has(j))
        .sort((x, y) => rank.get(x)! - rank.get(y)!);
      for (const j of found) {
        pocketOf.set(j, k);
        members.push(j);
      }
    }
    out.push({ hexes: members.map((i) => grid.printedId(i)), units: [] });
  }
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    if (u.side !== side) continue;
    const k = pocketOf.get(grid.indexOf(u.hex));
    if (k !== undefined) out[k]!.units.push(u.id);
  }
  return out;
}
