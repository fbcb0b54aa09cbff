import { isLeaderType } from './game-parts.js';
import { pathHexes } from '../../hex/path-explain.js';
import { PathSearch as Search } from '../../hex/path-search.js';
import { plainRunner, type SearchRunner } from '../../hex/search-replay.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import type { CampaignState, Unit } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { exertsZoc, negatesZoc, zocMap, type ZocOptions } from '../../engine/zoc-rules.js';
import { readingNote, readingsOf } from '../../engine/readings.js';
import { explainClassicFailures } from './explain-failure.js';
import { mpText } from '../../hex/mp-text.js';
import {
  barsSupplyLine,
  germanCase2Counting,
  lineOfCommunicationsHexes,
  needsSupply,
  suppliedOnEntry,
  withinLeaderRating,
} from './supply-rules.js';

/** CL ZOC by default: supply never affects it (Effects 5), any friendly unit negates it for supply. */
export const CL_ZOC: ZocOptions = { outOfSupplyHasNone: false, negatedBy: 'any-units' };

type Verdict = SupplyReport['units'][number];

/**
 * CL Supply (classic-supply.txt): a side's supply now. German units trace to a road hex on the
 * western edge within 20 hexes, or within 20 MP of a road leading there (German cases 1-3);
 * Soviet units trace a Line of Communications of at most a Leader's rating in hexes to a Leader,
 * who traces a Line of Supply of any length to the eastern edge (Soviet cases 1-4). No line passes
 * through enemy units, enemy-controlled hexes (un-negated enemy ZOC: friendly units negate it) or
 * impassable terrain. Units entering the game are in supply in their first player-turn (Effects 3).
 * The numbers (20 hexes, 20 MP) are the game's, in game.supplyRules, and the edges its supply sources.
 */
export function classicSupply(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  /** a drag's what-if: the overlay with the plan made, and its searches' runner (search-replay.ts) */
  drag?: { overlay: SearchOverlay; runner: SearchRunner },
): SupplyReport {
  const { game, grid } = ctx;
  const rule = game.supplyRules.find((r) => r.side === side);
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const overlay = drag?.overlay ?? classicOverlay(ctx, state, side);
  const friendly = state.units.filter((u) => u.side === side && grid.indexOf(u.hex) >= 0);
  const run = drag?.runner ?? plainRunner(new Search(ctx.graph));
  const blocked = (i: number) => barsSupplyLine(overlay.flags[i]!);
  const sources = game.supplySources.filter((s) => s.side === side).map((s) => ({ ...s, index: grid.indexOf(s.hex) }));
  const working = sources.filter((s) => s.index >= 0 && !blocked(s.index));
  const inactive = sources
    .filter((s) => s.index >= 0 && blocked(s.index))
    .map((s) => ({
      hex: s.hex,
      label: s.name ?? `supply source ${s.hex}`,
      reason: `an enemy unit or enemy-controlled hex at ${s.hex}`,
    }));
  const mobilityOf = (u: Unit) => types.get(u.type)?.mobility ?? game.mobilities[0]!.id;
  const verdict = (u: Unit, status: string, via: string | null, reason: string, path: string[] = []): Verdict => ({
    id: u.id,
    name: u.name,
    hex: u.hex,
    status,
    via,
    reason,
    path,
  });

  const judged: Unit[] = [];
  const verdicts: Verdict[] = [];
  for (const u of friendly) {
    if (!needsSupply(types.get(u.type)))
      verdicts.push(verdict(u, 'exempt', null, 'not a combat unit: needs no supply'));
    else if (suppliedOnEntry(u, state.clock, side))
      verdicts.push(
        verdict(
          u,
          'entry',
          null,
          'in supply during the first player-turn of its entrance (CL Effects of supply, case 3)',
        ),
      );
    else judged.push(u);
  }
  if (!rule) {
    for (const u of judged)
      verdicts.push(verdict(u, 'out-of-supply', null, `the game gives no supply rule for ${side} (supplyRules)`));
  } else if (rule.method === 'road-edge') {
    verdicts.push(...roadEdge(ctx, run, overlay, working, judged, mobilityOf, rule.hexes ?? 0, rule.mp ?? 0, verdict));
  } else {
    verdicts.push(
      ...leaderLine(ctx, run, overlay, working, judged, mobilityOf, (u) => isLeaderType(types.get(u.type)), verdict),
    );
  }
  const order = new Map(friendly.map((u, k) => [u.id, k]));
  verdicts.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { side, turn: state.clock.turn, units: verdicts, inactiveSources: inactive };
}

/**
 * What no CL supply line passes (German case 1, Soviet case 1): enemy units, and enemy ZOC that no
 * friendly unit negates.
 */
export function classicOverlay(ctx: RulesContext, state: CampaignState, side: string): SearchOverlay {
  const { game, grid } = ctx;
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const overlay = SearchOverlay.empty(grid);
  const negated = new Uint8Array(grid.size);
  const zoc: number[] = [];
  for (const u of state.units) {
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    const combat = types.get(u.type)?.combat ?? false;
    if (u.side === side) {
      // "Friendly units do negate Enemy Zones of Control" (German case 1, Soviet case 1; game.zoc.negatedBy)
      if (negatesZoc(game, combat, CL_ZOC)) negated[i] = 1;
    } else {
      overlay.mark(i, ENEMY_UNIT);
      if (exertsZoc(game, u, combat, CL_ZOC)) zoc.push(i);
    }
  }
  // Effects case 5: supply never affects ZOC, so out-of-supply enemies still exert theirs
  const zocHexes = zocMap(game, grid, ctx.graph, zoc, negated);
  for (let h = 0; h < grid.size; h++) if (zocHexes.zoc[h]) overlay.mark(h, ENEMY_ZOC);
  return overlay;
}

type Source = { hex: string; index: number; name?: string | undefined };
type MakeVerdict = (u: Unit, status: string, via: string | null, reason: string, path?: string[]) => Verdict;

/** German cases 1-3. */
function roadEdge(
  ctx: RulesContext,
  run: SearchRunner,
  overlay: SearchOverlay,
  sources: Source[],
  units: Unit[],
  mobilityOf: (u: Unit) => string,
  hexes: number,
  mp: number,
  verdict: MakeVerdict,
): Verdict[] {
  const { grid, graph, game } = ctx;
  if (!sources.length)
    return units.map((u) =>
      verdict(
        u,
        'out-of-supply',
        null,
        // the side's supply sources are the game's (the demo's western-edge roads are one game's)
        'no supply source of this side is free of enemy units and enemy-controlled hexes (CL German supply, case 1)',
      ),
    );
  // the roads that lead to a source, followed across rivers (case 3), never through enemy units or enemy-controlled hexes
  const roadMask = game.routeTypes.reduce((m, r, k) => (r.kind === 'road' ? m | (1 << k) : m), 0);
  const network = new Set<number>(sources.map((s) => s.index));
  const queue = [...network];
  while (queue.length) {
    const h = queue.pop()!;
    for (let d = 0; d < 6; d++) {
      if (!(graph.routesOf[6 * h + d]! & roadMask)) continue;
      const j = grid.neighbours[6 * h + d]!;
      if (j < 0 || network.has(j) || barsSupplyLine(overlay.flags[j]!)) continue;
      network.add(j);
      queue.push(j);
    }
  }
  const { variant: case2Variant, unit: case2Unit } = germanCase2Counting(readingsOf(game).clGermanCase2);
  const sourceName = (i: number) => sources.find((s) => s.index === i)?.name ?? `the road at ${grid.printedId(i)}`;
  const out: Verdict[] = [];
  for (const m of new Set(units.map(mobilityOf))) {
    const mine = units.filter((u) => mobilityOf(u) === m);
    const byHexes = new Map<string, { n: number; path: string[]; source: number }>();
    // case 1: within N hexes of a western-edge road hex
    let search = run(`case1:${m}`, {
      sources: sources.map((s) => s.index),
      mobility: m,
      maxMP: hexes,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
      variant: 'hexes',
    });
    for (const u of mine) {
      const i = grid.indexOf(u.hex);
      if (search.reached(i))
        byHexes.set(u.id, {
          n: search.costMP(i),
          path: pathHexes(search, i),
          source: search.sourceOf(i),
        });
    }
    // case 2: within N MP, counted by the unit's own type, of a road that leads there — or, by the
    // game's reading of "twenty hexes ... These Movement Points", N hexes (readings.clGermanCase2)
    search = run(`case2:${m}`, {
      sources: [...network],
      mobility: m,
      maxMP: mp,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
      variant: case2Variant,
    });
    const failed: Unit[] = [];
    for (const u of mine) {
      const i = grid.indexOf(u.hex);
      const h = byHexes.get(u.id);
      if (h)
        out.push(
          verdict(
            u,
            'in-supply',
            sourceName(h.source),
            `${h.n} hex${h.n === 1 ? '' : 'es'} from ${sourceName(h.source)}, a supply source (CL German supply, case 1)`,
            h.path,
          ),
        );
      else if (search.reached(i)) {
        const road = search.sourceOf(i);
        out.push(
          verdict(
            u,
            'in-supply',
            `road at ${grid.printedId(road)}`,
            `${mpText(search.costMP(i))} ${case2Unit} from the road at ${grid.printedId(road)}, which leads to a supply source (CL German supply, case 2; ${readingNote(game, 'clGermanCase2')})`,
            pathHexes(search, i),
          ),
        );
      } else failed.push(u);
    }
    // the cheapest line each failed unit tried, and where it failed (one search for them all)
    const why = explainClassicFailures(
      (o) => run(`case2-why:${m}`, o),
      { sources: [...network], mobility: m, overlay, variant: case2Variant },
      failed.map((u) => ({ id: u.id, hex: grid.indexOf(u.hex) })),
      () => mp,
      'the case 2 limit',
      case2Variant === 'hexes',
    );
    for (const u of failed) {
      const w = why.get(u.id);
      out.push(
        verdict(
          u,
          'out-of-supply',
          null,
          `more than ${hexes} hexes from a supply source and more than ${mp} ${case2Unit} from a road that leads there, on any line free of enemy units and enemy-controlled hexes (CL German supply, cases 1-2; ${readingNote(game, 'clGermanCase2')})${w ? `; nearest line: ${w.text}` : ''}`,
          w?.path ?? [],
        ),
      );
    }
  }
  return out;
}

/** Soviet cases 1-4. */
function leaderLine(
  ctx: RulesContext,
  run: SearchRunner,
  overlay: SearchOverlay,
  sources: Source[],
  units: Unit[],
  mobilityOf: (u: Unit) => string,
  isLeader: (u: Unit) => boolean,
  verdict: MakeVerdict,
): Verdict[] {
  const { grid } = ctx;
  const out: Verdict[] = [];
  const leaders = units.filter(isLeader);
  const supplied: Array<{ leader: Unit; line: string[] }> = [];
  // a line ends at one of the side's supply sources, named as the game names it
  const sourceAt = (hex: string) => sources.find((x) => x.hex === hex)?.name ?? `the supply source at ${hex}`;
  // case 4: a Leader traces a Line of Supply of any length to a supply source itself (the demo's eastern edge)
  for (const m of new Set(leaders.map(mobilityOf))) {
    if (!sources.length) break;
    const search = run(`los:${m}`, {
      sources: sources.map((s) => s.index),
      mobility: m,
      overlay,
      zocBlocks: true,
      direction: 'to-sources',
      variant: 'hexes',
    });
    for (const l of leaders.filter((x) => mobilityOf(x) === m)) {
      const i = grid.indexOf(l.hex);
      if (search.reached(i)) supplied.push({ leader: l, line: pathHexes(search, i) });
    }
  }
  // leaders without a line: the cheapest line of any length tried, and where it was blocked
  const leaderWhy = new Map<string, { text: string; path: string[] }>();
  for (const m of new Set(leaders.map(mobilityOf))) {
    const failed = leaders.filter((l) => mobilityOf(l) === m && !supplied.some((x) => x.leader === l));
    for (const [id, w] of explainClassicFailures(
      (o) => run(`los-why:${m}`, o),
      { sources: sources.map((s) => s.index), mobility: m, overlay, variant: 'hexes' },
      failed.map((l) => ({ id: l.id, hex: grid.indexOf(l.hex) })),
      () => Infinity,
      'the limit',
      true,
    ))
      leaderWhy.set(id, w);
  }
  for (const l of leaders) {
    const s = supplied.find((x) => x.leader === l);
    if (s)
      out.push(
        verdict(
          l,
          'in-supply',
          sourceAt(s.line[s.line.length - 1]!),
          `traces a Line of Supply of ${s.line.length - 1} hexes to ${sourceAt(s.line[s.line.length - 1]!)} (CL Soviet supply, case 4)`,
          s.line,
        ),
      );
    else
      out.push(
        verdict(
          l,
          'out-of-supply',
          null,
          `no Line of Supply to a supply source free of enemy units and enemy Zones of Control (CL Soviet supply, cases 1, 4)${leaderWhy.has(l.id) ? `; nearest line: ${leaderWhy.get(l.id)!.text}` : ''}`,
          leaderWhy.get(l.id)?.path ?? [],
        ),
      );
  }
  // cases 1-3: a combat unit traces a Line of Communications of at most the Leader's rating, in hexes, to a supplied Leader
  const others = units.filter((u) => !isLeader(u));
  const best = new Map<string, { leader: Unit; hexes: number; path: string[] }>();
  for (const { leader } of supplied) {
    const rating = lineOfCommunicationsHexes(leader);
    for (const m of new Set(others.map(mobilityOf))) {
      const search = run(`loc:${leader.id}:${m}`, {
        sources: [grid.indexOf(leader.hex)],
        mobility: m,
        maxMP: rating,
        overlay,
        zocBlocks: true,
        direction: 'to-sources',
        variant: 'hexes',
      });
      for (const u of others.filter((x) => mobilityOf(x) === m)) {
        const i = grid.indexOf(u.hex);
        if (!search.reached(i)) continue;
        const n = search.costMP(i);
        if (!best.has(u.id) || best.get(u.id)!.hexes > n)
          best.set(u.id, { leader, hexes: n, path: pathHexes(search, i) });
      }
    }
  }
  // units without a Line of Communications: the cheapest line to a supplied Leader, and where it failed
  const rating = new Map(supplied.map(({ leader }) => [grid.indexOf(leader.hex), lineOfCommunicationsHexes(leader)]));
  const unitWhy = new Map<string, { text: string; path: string[] }>();
  for (const m of new Set(others.map(mobilityOf))) {
    for (const [id, w] of explainClassicFailures(
      (o) => run(`loc-why:${m}`, o),
      { sources: [...rating.keys()], mobility: m, overlay, variant: 'hexes' },
      others.filter((u) => mobilityOf(u) === m && !best.has(u.id)).map((u) => ({ id: u.id, hex: grid.indexOf(u.hex) })),
      (source) => rating.get(source) ?? 0,
      "the Leader's rating",
      true,
    ))
      unitWhy.set(id, w);
  }
  for (const u of others) {
    const b = best.get(u.id);
    if (b) {
      out.push(
        verdict(
          u,
          'in-supply',
          `${b.leader.name} (${b.leader.hex})`,
          `Line of Communications of ${b.hexes} hex${b.hexes === 1 ? '' : 'es'} to ${b.leader.name}, rating ${lineOfCommunicationsHexes(b.leader)}, who traces to a supply source (CL Soviet supply, cases 1-2)`,
          b.path,
        ),
      );
      continue;
    }
    const w = unitWhy.get(u.id);
    out.push(
      verdict(
        u,
        'out-of-supply',
        null,
        `${whyNoLeader(
          ctx,
          u,
          supplied.map((s) => s.leader),
          leaders,
        )}${w ? `; nearest line: ${w.text}` : ''}`,
        w?.path ?? [],
      ),
    );
  }
  return out;
}

/** The referee's check, as the Lukin example reads: the nearest supplied Leader, its rating, and the distance. */
function whyNoLeader(ctx: RulesContext, u: Unit, supplied: Unit[], leaders: Unit[]): string {
  if (!leaders.length)
    return "no Leader on the map: this side's units trace supply only through a Leader, never straight to a supply source (CL Soviet supply, case 3)";
  if (!supplied.length) return 'no Leader is in supply itself (CL Soviet supply, case 4)';
  const at = ctx.grid.indexOf(u.hex);
  const near = supplied
    .map((l) => ({ l, d: ctx.grid.distance(at, ctx.grid.indexOf(l.hex)) }))
    .sort((a, b) => a.d - b.d)[0]!;
  const rating = lineOfCommunicationsHexes(near.l);
  return !withinLeaderRating(near.d, near.l)
    ? `the nearest Leader in supply, ${near.l.name}, is ${near.d} hexes away and his rating is ${rating} (CL Soviet supply, case 2)`
    : `no Line of Communications of at most ${rating} hexes to ${near.l.name} avoids enemy units, enemy Zones of Control and impassable terrain (CL Soviet supply, cases 1-2)`;
}
