import type { RulesContext } from '../../engine/ruleset.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { generalSupplySourcesOf, type HqKind } from './hq-supply-rules.js';
import { reading } from './readings.js';
import type { GcUnit } from './state.js';
import { SLP } from './supply-lines.js';
import { noSourceWords } from './verdict-words.js';

/** A national supply source (16.F.1) of the side, at its hex index. */
interface Source {
  hex: string;
  nation?: string | undefined;
  index: number;
}

/**
 * GC 16.A.1: the HQs in general supply, each tracing a line of any length (or the game's reading of
 * it) to a national supply source of its nation (coalition and command HQs: of any nation of the
 * side), avoiding enemy units and enemy ZOCs. One search per set of sources (a nation's, or the
 * whole side's), not one per HQ: a monster map has hundreds of HQs and few nations. The others are
 * added to `inactive`, with why.
 */
export function hqsInGeneralSupply(
  ctx: RulesContext,
  hqs: readonly GcUnit[],
  hqKind: (hq: GcUnit) => HqKind,
  o: {
    /** the side's sources on the map, and those free of enemy units */
    sources: readonly Source[];
    working: readonly Source[];
    weather: string;
    /** the limited supply line (SLP), the HQ's own line where the game reads it so */
    limited: number;
    overlay: SearchOverlay;
    inactive: Array<{ hex: string; label: string; reason: string }>;
    /** whether the search named by the slot reaches each hex (only that is read of it) */
    reach: (slot: string, o: SearchOptions, hexes: readonly number[]) => Uint8Array;
  },
): GcUnit[] {
  const { game, grid } = ctx;
  const nationName = (n: string | undefined) => (n ? (game.nations.find((x) => x.id === n)?.name ?? n) : 'its side');
  const activeHqs: GcUnit[] = [];
  // 16.A.1: the HQ's own line to its source has no length in the text, unless the game reads one
  const hqLine = reading(game, 'hq-general-supply') === 'limited-range' ? o.limited : undefined;
  // the HQs by the sources they may trace to, in one pass (the side's hundreds of HQs, few keys)
  const groups = new Map<string, GcUnit[]>();
  for (const hq of hqs) {
    const key = generalSupplySourcesOf(hq, hqKind(hq));
    const group = groups.get(key);
    if (group) group.push(hq);
    else groups.set(key, [hq]);
  }
  for (const [key, group] of groups) {
    const own = o.working.filter((s) => key === '*' || !s.nation || s.nation === key);
    const line = {
      sources: own.map((s) => s.index),
      mobility: SLP,
      weather: o.weather,
      ...(hqLine === undefined ? {} : { maxMP: hqLine }),
      overlay: o.overlay,
      zocBlocks: true,
      direction: 'to-sources',
    } as const;
    const reached = own.length
      ? o.reach(
          `hq:${key}`,
          line,
          group.map((h) => grid.indexOf(h.hex)),
        )
      : null;
    // why an HQ of this group is not in general supply, worded once per nation
    const any = !own.length && o.sources.some((s) => key === '*' || !s.nation || s.nation === key);
    const words = new Map<string | undefined, string>();
    const why = (nation: string | undefined) => {
      let w = words.get(nation);
      if (w === undefined)
        words.set(
          nation,
          (w = !own.length
            ? noSourceWords(any, nationName(nation))
            : `no supply line ${hqLine === undefined ? '' : `of ${hqLine} SLP or less (reading hq-general-supply limited-range) `}to a national supply source of ${nationName(nation)} avoids enemy units and enemy ZOCs`),
        );
      return w;
    };
    for (const [g, hq] of group.entries()) {
      if (reached?.[g]) activeHqs.push(hq);
      else o.inactive.push(inactiveEntry(hq, why(hq.nation)));
    }
  }
  return activeHqs;
}

/**
 * Each HQ's entry among the sources not working, kept by HQ: a drag's plans list the same entry
 * for an HQ standing where it stood, worded alike (a side may have hundreds of HQs out of general
 * supply, each entry made again at every hover).
 */
const inactiveEntries = new WeakMap<GcUnit, { hex: string; label: string; reason: string }>();

function inactiveEntry(hq: GcUnit, reason: string): { hex: string; label: string; reason: string } {
  const kept = inactiveEntries.get(hq);
  if (kept && kept.hex === hq.hex && kept.label === hq.name && kept.reason === reason) return kept;
  const made = { hex: hq.hex, label: hq.name, reason };
  inactiveEntries.set(hq, made);
  return made;
}
