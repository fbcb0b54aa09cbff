import type { MovementGraph } from '../../hex/movement-graph.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { SearchRunner } from '../../hex/search-replay.js';
import type { ChangedPlaces } from './changed-places.js';
import { lineRun, sameLineRun, standsAt, type LineRun } from './line-runs.js';
import { fullVerdicts, limitedVerdicts, type NationLines } from './line-verdicts.js';
import type { NationSuppliers } from './nation-suppliers.js';
import { unitsWithin } from './one-search.js';
import type { Supplier } from './suppliers.js';
import { SLP, type SupplyLineRanges } from './supply-lines.js';
import type { GcSupply } from './supply-verdicts.js';
import type { VerdictMaker } from './verdict-maker.js';

/** What a judgement gives its nations' supply-line searches (determine-supply.ts). */
export interface NationSearching {
  graph: MovementGraph;
  run: SearchRunner;
  /** the judgement's searches so far, each verdict's line found by one of them (by place) */
  searches: SearchOptions[];
  maker: VerdictMaker;
  /** a drag's judgement as the campaign stands, and where its plan may change things */
  like: GcSupply | undefined;
  changed: ChangedPlaces | null;
  withPaths: boolean;
  overlay: SearchOverlay;
  ranges: SupplyLineRanges;
  weather: string;
  hexes: readonly number[];
}

/**
 * GC 16.A.3, 16.A.4, 16.F: nation by nation, the units in full supply by the search from the
 * suppliers that may supply them in full, then those in limited supply by the limited search (one
 * search answering both in a drag's what-if where every supplier supplies in full). A drag's plan
 * keeps the verdicts its searches answer as they stood (line-runs.ts standsAt); one judged where
 * it may change things (`changed`) runs both searches first and judges the places where they
 * answer otherwise or whose unit it moved. Gives the runs as the verdicts read them, the limited
 * searches, and whether they all answer as they stood (the hexes in general supply stand, 16.H).
 */
export function nationVerdicts(
  j: NationSearching,
  nations: readonly NationSuppliers[],
  fullGround: (n: string | undefined) => (s: Supplier) => string,
  nationName: (n: string | undefined) => string,
  /** each limited search as it has run (a judgement without a drag reads each on one PathSearch) */
  eachLimited: ((search: PathSearch) => void) | null,
): { lineRuns: Map<string, LineRun>; limitedSearches: PathSearch[]; generalStands: boolean } {
  const { run, searches, maker, like, changed, withPaths, overlay, ranges, weather, graph } = j;
  const lineRuns = new Map<string, LineRun>();
  const limitedSearches: PathSearch[] = [];
  let generalStands = like !== undefined;
  nations.forEach(({ n, mine, full, limited, oneSearch }, rank) => {
    const lines: NationLines = {
      maker,
      mine,
      hexes: j.hexes,
      ranges,
      weather,
      fullGround: fullGround(n),
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
    const fullUnits = oneSearch ? unitsWithin(graph, ranges.hq) : Infinity;
    // a plan's verdicts are made once both searches have run (each slot its own search): of the
    // places whose answer they change
    let fullStep: { search: PathSearch; index: number; stands: ((hex: number) => boolean) | null } | null = null;
    if (full.length) {
      let search: PathSearch;
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
      changed?.compareRuns(wasFull, fullRun);
      if (!changed) {
        maker.use(search, fullStep.index);
        fullVerdicts(lines, search, full, fullStep.stands, fullUnits);
      }
    }
    // a nation with no supplier: the hexes in general supply are the ones its searches reach now
    if (!limited.length) {
      generalStands = false;
      if (changed) maker.reopen(changed.take(mine, rank));
      return;
    }
    // the one search answering both, or the limited search run now
    if (!oneSearch || !fullStep) searches.push(limitedLine());
    const search = oneSearch && fullStep ? fullStep.search : run(`limited:${n ?? ''}`, searches[searches.length - 1]!);
    const limitedRun = lineRun(search, limited);
    const wasLimited = like?.lineRuns.get(`limited:${n ?? ''}`);
    lineRuns.set(`limited:${n ?? ''}`, limitedRun);
    limitedSearches.push(search);
    generalStands &&= sameLineRun(wasLimited, limitedRun);
    eachLimited?.(search);
    const limitedStands = withPaths ? null : standsAt(wasLimited, limitedRun);
    // one search answering both: compared once
    if (!oneSearch || !fullStep) changed?.compareRuns(wasLimited, limitedRun);
    let only = lines;
    if (changed) {
      only = { ...lines, mine: maker.reopen(changed.take(mine, rank)) };
      if (fullStep) {
        maker.use(fullStep.search, fullStep.index);
        fullVerdicts(only, fullStep.search, full, fullStep.stands, fullUnits);
      }
    }
    maker.use(search, searches.length - 1);
    limitedVerdicts(only, search, limited, limitedStands);
  });
  return { lineRuns, limitedSearches, generalStands };
}
