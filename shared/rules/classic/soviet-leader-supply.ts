import { pathHexes } from '../../hex/path-explain.js';
import type { Unit } from '../../model/campaign-schema.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { explainClassicFailures } from './explain-failure.js';
import { lineOfCommunicationsHexes, withinLeaderRating } from './supply-rules.js';
import { unitVerdict, type SupplyLineSearch, type Verdict } from './supply-line-setup.js';

/**
 * CL Soviet supply, cases 1-4: a Leader traces a Line of Supply of any length to a supply source
 * (the demo's eastern edge), and every other unit a Line of Communications of at most a supplied
 * Leader's rating, in hexes, to him — never straight to the source. Its own file because the
 * Leaders' searches, and the reason a unit finds none in reach, are the Soviet trace alone.
 */
export function leaderLineSupply(trace: SupplyLineSearch, units: Unit[], isLeader: (u: Unit) => boolean): Verdict[] {
  const { ctx, run, overlay, sources, mobilityOf } = trace;
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
        unitVerdict(
          l,
          'in-supply',
          sourceAt(s.line[s.line.length - 1]!),
          `traces a Line of Supply of ${s.line.length - 1} hexes to ${sourceAt(s.line[s.line.length - 1]!)} (CL Soviet supply, case 4)`,
          s.line,
        ),
      );
    else
      out.push(
        unitVerdict(
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
        unitVerdict(
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
      unitVerdict(
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
