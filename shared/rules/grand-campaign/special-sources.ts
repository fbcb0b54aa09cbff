import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { runStamp } from '../../hex/search-replay.js';
import type { ChangedPlaces } from './changed-places.js';
import { sourcesOf } from './search-sources.js';
import { SLP, weatherOf, type SupplyLineRanges } from './supply-lines.js';

/** The search of the special supply sources, and which of its runs (search-replay.ts runStamp). */
export interface SpecialRun {
  search: PathSearch;
  stamp: number | undefined;
}

/**
 * GC 16.A.6: SP of the side in a depot or on a unit are a special supply source for units within
 * special range. A drag's plan (`plan`: `special` holds the units' dumps as the campaign stands)
 * marks again only the units it moved and those where the search answers otherwise. Gives the
 * search run and the places marked.
 */
export function markSpecialSources(
  ctx: RulesContext,
  state: GcState,
  side: string,
  ranges: SupplyLineRanges,
  overlay: SearchOverlay,
  /** runs the search and gives it back to read (a drag's what-if may answer it as it was) */
  run: (o: SearchOptions) => PathSearch,
  /** the judged units' places */
  judged: readonly number[],
  /** each unit's hex, by its place */
  hexes: readonly number[],
  /** each unit's SP dump in range, by its place */
  special: Array<string | null>,
  plan?: { was: SpecialRun | null; changed: ChangedPlaces },
): { run: SpecialRun | null; places: readonly number[] } {
  const { grid } = ctx;
  // the hexes holding SP, named by their hex as the referee finds them on the map
  const dumpAt = new Map<number, string>();
  for (const d of state.dumps) {
    if (d.side !== side || d.amount <= 0 || d.resource) continue;
    const i = grid.indexOf(d.hex);
    if (i >= 0 && !dumpAt.has(i)) dumpAt.set(i, d.hex);
  }
  if (!dumpAt.size || !judged.length) {
    // no SP now: none as the campaign stands either (`special` is all null), or every mark goes
    if (plan?.was) special.fill(null);
    return { run: null, places: plan?.was ? judged : [] };
  }
  const search = run({
    sources: [...dumpAt.keys()],
    mobility: SLP,
    weather: weatherOf(ctx.game, state.clock.turn),
    maxMP: ranges.special,
    overlay,
    zocBlocks: true,
    direction: 'to-sources',
  });
  const now = { search, stamp: runStamp(search) };
  let places = judged;
  if (plan) {
    const was = plan.was;
    if (!was || was.search !== search || was.stamp !== now.stamp || now.stamp === undefined)
      plan.changed.compare(
        was && was.stamp !== undefined && runStamp(was.search) === was.stamp ? was.search : null,
        search,
        () => false,
        true,
      );
    places = plan.changed.places(judged);
    plan.changed.clear();
  }
  const src = sourcesOf(search);
  for (let j = 0; j < places.length; j++) {
    const k = places[j]!;
    const i = hexes[k]!;
    special[k] = search.reached(i) ? dumpAt.get(src(i))! : null;
  }
  return { run: now, places };
}

/** Per special supply as the campaign stands, the one list its plans are patched in, and the places the last plan set. */
const patched = new WeakMap<readonly (string | null)[], { special: (string | null)[]; set: readonly number[] }>();

/**
 * A drag's plan's special supply marks: those as the campaign stands, the last plan's places put
 * back; `set` records the places this plan marks (markSpecialSources' places). One list a side,
 * not a copy per plan: it holds until the drag's next plan, whose answer is explained before it.
 */
export function plannedSpecial(was: readonly (string | null)[]): {
  special: (string | null)[];
  set: (places: readonly number[]) => void;
} {
  let p = patched.get(was);
  if (!p) patched.set(was, (p = { special: was.slice(), set: [] }));
  const held = p;
  for (const k of held.set) held.special[k] = was[k] ?? null;
  held.set = [];
  return { special: held.special, set: (places) => (held.set = places) };
}
