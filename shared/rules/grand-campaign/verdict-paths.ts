import type { RulesContext } from '../../engine/ruleset.js';
import { pathHexes } from '../../hex/path-explain.js';
import { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { GcSupply } from './determine-supply.js';

/**
 * The supply lines (GC 16.A.3, 16.A.4) of some verdicts of a judgement made without paths, in the
 * order asked: each bounded search the lines were found by is run once more, as the judgement ran
 * it, and each line read from it as the judgement with paths reads it. A page of the verdict list
 * costs the searches of the nations on it, not a path for every unit of the side.
 */
export function readVerdictPaths(
  ctx: RulesContext,
  supply: GcSupply,
  verdicts: readonly number[],
  /** a drag's what-if: the search that answered a run and still holds its answer, read instead of running it again */
  answered: (o: SearchOptions) => PathSearch | undefined = () => undefined,
): string[][] {
  const out: string[][] = verdicts.map(() => []);
  const bySearch = new Map<number, number[]>();
  verdicts.forEach((k, n) => {
    const s = supply.lineSearch[k]!;
    if (s < 0) return;
    const list = bySearch.get(s);
    if (list) list.push(n);
    else bySearch.set(s, [n]);
  });
  if (!bySearch.size) return out;
  const search = PathSearch.lease(ctx.graph);
  for (const [s, asked] of bySearch) {
    const o = supply.searches[s]!;
    const from = answered(o) ?? search.run(o);
    for (const n of asked) out[n] = pathHexes(from, ctx.grid.indexOf(supply.verdicts[verdicts[n]!]!.hex));
  }
  search.release();
  return out;
}
