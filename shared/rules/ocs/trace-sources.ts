import { ocsGame } from './game-parts.js';
import { HexTable } from '../../hex/hex-table.js';
import { firstNear } from './near.js';
import type { SideContext } from './side-context.js';
import {
  extenderBlocked,
  extenderIsSource,
  extenderLinks,
  railCarriesSupply,
  sourceBlocked,
  suppliesSide,
} from './source-rules.js';
import { rangeSearch } from './supply-path-rules.js';

/** A hex from which trace supply can be drawn, and why it counts (OCS 12.6a). */
export interface TraceSource {
  hex: number;
  kind: 'source' | 'detrainable' | 'extender';
  label: string;
}

export interface TraceSources {
  sources: TraceSource[];
  byHex: HexTable<TraceSource>;
  /** supply sources and Extenders that do not work this phase, with the reason */
  inactive: Array<{ hex: string; label: string; reason: string }>;
}

/**
 * OCS 12.6a: the three kinds of supply source — (1) the game's supply sources, (2) detrainable
 * hexes (rail hexes connected along the railroad to a source), (3) Extenders linked back to
 * either (12.7), which may daisy-chain (12.7c) and make their own rail line detrainable (12.7a B/C).
 * 12.6b: an un-negated enemy ZOC in a source hex stops it working — every kind of 12.6a, Extenders
 * included (and an Extender with an enemy combat unit in its hex has collapsed, 12.7h). Whether an
 * Extender in enemy ZOC still passes a daisy chain on is the game's reading `extenderInEnemyZoc`.
 */
export function traceSources(sideCtx: SideContext): TraceSources {
  const { game, grid, graph } = sideCtx;
  const flags = sideCtx.overlay.flags;
  const sources: TraceSource[] = [];
  const byHex = new HexTable<TraceSource>(grid.size);
  // what an Extender may link back to (12.7a, 12.7c): every working source, and under the reading
  // 'relays' also the linked Extenders that sit in enemy ZOC (no trace is drawn there, 12.6b)
  const links = new HexTable<TraceSource>(grid.size);
  const inactive: TraceSources['inactive'] = [];
  const add = (s: TraceSource) => {
    if (byHex.has(s.hex)) return false;
    byHex.set(s.hex, s);
    if (!links.has(s.hex)) links.set(s.hex, s);
    sources.push(s);
    return true;
  };

  for (const s of game.supplySources) {
    if (!suppliesSide(s, sideCtx.side)) continue;
    const i = grid.indexOf(s.hex);
    const label = `${s.name ?? 'supply source'} (${s.hex})`;
    const blocked = sourceBlocked(flags[i]!, s.hex);
    if (blocked) inactive.push({ hex: s.hex, label, reason: blocked });
    else add({ hex: i, kind: 'source', label });
  }

  // Rail hexes reached along the railroad from a working source, never through enemy units or
  // un-negated enemy ZOC, are detrainable (OCS 12.6a-2; detraining itself is 13.3c).
  const railMask = game.routeTypes.reduce((m, r, k) => (r.kind === 'rail' ? m | (1 << k) : m), 0);
  const onRail = (i: number) => {
    for (let d = 0; d < 6; d++) if (graph.routesOf[6 * i + d]! & railMask) return true;
    return false;
  };
  const spreadRail = (from: number[], label: (h: number) => string) => {
    const queue = from.filter((h) => onRail(h));
    while (queue.length) {
      const h = queue.pop()!;
      for (let d = 0; d < 6; d++) {
        if (!(graph.routesOf[6 * h + d]! & railMask)) continue;
        const j = grid.neighbours[6 * h + d]!;
        if (j < 0 || byHex.has(j) || !railCarriesSupply(flags[j]!)) continue;
        add({ hex: j, kind: 'detrainable', label: label(j) });
        queue.push(j);
      }
    }
  };
  spreadRail(
    sources.map((s) => s.hex),
    (h) => `detrainable rail hex ${grid.printedId(h)}`,
  );

  // Extenders: each links back within its range (MP, its own mobility) to a working source, a
  // detrainable hex or another working Extender; repeat until no more link (daisy chains, 12.7c).
  const extenders = sideCtx.friendly.filter((u) => u.extender);
  const linked = new Set<string>();
  const relays = ocsGame(game).extenderInEnemyZoc === 'relays';
  // 12.7h: collapsed (an enemy combat unit in the hex); 12.6b: an un-negated enemy ZOC in the hex
  const blocked = new Map<string, string>();
  for (const e of extenders) {
    const i = sideCtx.hexOf(e);
    const why = i < 0 ? undefined : extenderBlocked(flags[i]!, e.hex, relays);
    if (why) blocked.set(e.id, why);
  }
  // what each Extender's range covers does not change as others link: search each once
  const reach = new Map<string, Int32Array>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const e of extenders) {
      if (linked.has(e.id)) continue;
      const i = sideCtx.hexOf(e);
      if (i < 0 || !extenderLinks(flags[i]!, relays)) continue;
      let covered = reach.get(e.id);
      if (!covered) {
        // 12.7b: its range is the most MP back to the hex it connects to
        covered = sideCtx.search.run(rangeSearch(sideCtx, [i], e.extender!)).reachedHexes();
        reach.set(e.id, covered);
      }
      // 12.7g: adjacent is good enough for Extenders too
      const link = firstNear(grid, covered, links);
      if (!link) continue;
      linked.add(e.id);
      changed = true;
      const label = `Extender ${e.name} at ${e.hex} (linked to ${link.value.label})`;
      // in enemy ZOC under 'relays': a link for other Extenders and rail lines, never a source itself
      if (extenderIsSource(flags[i]!)) add({ hex: i, kind: 'extender', label });
      else links.set(i, { hex: i, kind: 'extender', label });
      const around = [i];
      for (let d = 0; d < 6; d++) if (grid.neighbours[6 * i + d]! >= 0) around.push(grid.neighbours[6 * i + d]!);
      spreadRail(around, (h) => `detrainable rail hex ${grid.printedId(h)} (via Extender at ${e.hex})`);
    }
  }
  for (const e of extenders) {
    const why = blocked.get(e.id);
    if (why) inactive.push({ hex: e.hex, label: `Extender ${e.name}`, reason: why });
    else if (!linked.has(e.id)) {
      inactive.push({
        hex: e.hex,
        label: `Extender ${e.name}`,
        reason: `no working source, detrainable hex or Extender within its ${e.extender!.mp} MP range (OCS 12.7d: it stays, but does not function)`,
      });
    }
  }
  return { sources, byHex, inactive };
}

/** The same sources of the same kinds and names, in the same order, and the same inactive ones with the same reasons. */
export function sameTraceSources(a: TraceSources, b: TraceSources): boolean {
  if (a.sources.length !== b.sources.length || a.inactive.length !== b.inactive.length) return false;
  for (let k = 0; k < a.sources.length; k++) {
    const x = a.sources[k]!;
    const y = b.sources[k]!;
    if (x.hex !== y.hex || x.kind !== y.kind || x.label !== y.label) return false;
  }
  for (let k = 0; k < a.inactive.length; k++) {
    const x = a.inactive[k]!;
    const y = b.inactive[k]!;
    if (x.hex !== y.hex || x.label !== y.label || x.reason !== y.reason) return false;
  }
  return true;
}
