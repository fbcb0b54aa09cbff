import { mulberry32 } from '../../shared/engine/dice.js';
import type { RulesContext, SupplyReport, SupplyReportOnRequest } from '../../shared/engine/ruleset.js';
import { placedState, type Placement } from '../../shared/engine/what-if.js';
import { changedUnits } from '../../shared/engine/verdict-changes.js';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';

/**
 * The incremental what-if against the full determination, for property tests: random plans of one
 * to three placements (a unit, a whole stack, or a dump, set down near where it is, now and then
 * anywhere), each answered by the ruleset's drag and by supplyReportOnRequest on the planned state,
 * both explained for every unit.
 */

export interface PlanBias {
  /** how far (a random walk of up to this many steps) a placement goes, mostly: 6 unless told */
  near?: number;
  /** how often a unit placement picks an HQ (a unit with a throw range), when there is one */
  hqs?: number;
  /** how often a unit or a stack is set down in or next to a hex held by another side */
  enemyLines?: number;
}

/**
 * A random plan on `state`: 1–3 placements, mostly within `near` hexes of where each thing is.
 * Without a bias, the plans are those the seed always gave; a bias draws more numbers from `rand`.
 */
export function randomPlan(
  rand: () => number,
  grid: HexGrid,
  state: CampaignState,
  near: number | PlanBias = 6,
): Placement[] {
  const bias: PlanBias = typeof near === 'number' ? { near } : near;
  const steps = bias.near ?? 6;
  const hqs = onMapHqs(grid, state);
  const onMap = state.units.filter((u) => grid.indexOf(u.hex) >= 0);
  const dumps = state.dumps.filter((d) => d.on === undefined && grid.indexOf(d.hex) >= 0);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const plan: Placement[] = [];
  for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) {
    const r = rand();
    if (r < 0.15 && dumps.length) {
      const d = pick(dumps);
      plan.push({ dump: d.id, hex: hexNear(rand, grid, d.hex, steps) });
    } else if (onMap.length) {
      const u = bias.hqs && hqs.length && rand() < bias.hqs ? pick(hqs) : pick(onMap);
      const enemies = bias.enemyLines ? onMap.filter((v) => v.side !== u.side) : [];
      const to =
        enemies.length && rand() < bias.enemyLines!
          ? hexNear(rand, grid, pick(enemies).hex, 1)
          : hexNear(rand, grid, u.hex, steps);
      const movers = r < 0.4 ? onMap.filter((v) => v.hex === u.hex && v.side === u.side) : [u];
      for (const v of movers) plan.push({ unit: v.id, hex: to });
    }
  }
  return plan;
}

/** The units with a throw range on the map (HQs, OCS 12.3b). */
function onMapHqs(grid: HexGrid, state: CampaignState) {
  return state.units.filter((u) => u.throwRange && grid.indexOf(u.hex) >= 0);
}

/** A hex a random walk of up to `near` steps from `from`, or (one time in ten) anywhere. */
function hexNear(rand: () => number, grid: HexGrid, from: string, near: number): string {
  if (rand() < 0.1) return grid.printedId(Math.floor(rand() * grid.size));
  let at = grid.indexOf(from);
  for (let k = Math.floor(rand() * (near + 1)); k > 0; k--) {
    const n = grid.neighbours[6 * at + Math.floor(rand() * 6)]!;
    if (n >= 0) at = n;
  }
  return grid.printedId(at);
}

/** Every unit of a report as the referee reads it: verdict, what supplies it, why, and the path shown. */
/** Each unit's verdict as a string: in full (reason and path) for the units explained, else as a hover reads it. */
function verdicts(r: SupplyReport, explained?: ReadonlySet<string>): string[] {
  return r.units.map((u) =>
    JSON.stringify(
      !explained || explained.has(u.id)
        ? [u.id, u.hex, u.status, u.via, u.reason, u.path]
        : [u.id, u.hex, u.status, u.via],
    ),
  );
}

/**
 * Runs `count` random plans (seeded) on `base`; returns the first plan whose incremental answer
 * differs from the full determination for some side, with the first differing unit, or null.
 */
export function firstMismatch(
  ctx: RulesContext,
  base: CampaignState,
  count: number,
  seed: number,
  bias?: PlanBias,
): { plan: Placement[]; side: string; full: string; incremental: string } | null {
  const rules = ctx.ruleset;
  if (!rules.whatIfDrag || !rules.supplyReportOnRequest) throw new Error(`${rules.id} answers no drags`);
  const drag = rules.whatIfDrag(ctx, base);
  const rand = mulberry32(seed);
  const allIds = (r: SupplyReport) => r.units.map((u) => u.id);
  // As the app asks: a hover explains no unit, a plan only those it shows. So each plan explains a
  // random tenth of the units: a row shared with the report as it stands is then completed first
  // many plans after the plan that shared it, where what the drag keeps must still hold.
  const differ = (fullAnswer: SupplyReportOnRequest, incremental: SupplyReportOnRequest, some: boolean) => {
    const ids = allIds(fullAnswer.report);
    fullAnswer.explain(ids);
    const asked = some ? ids.filter(() => rand() < 0.1) : ids;
    incremental.explain(asked);
    const explained = new Set(asked);
    const a = verdicts(fullAnswer.report, explained);
    const b = verdicts(incremental.report, explained);
    const at = a.findIndex((x, i) => x !== b[i]);
    return at >= 0 || a.length !== b.length ? { full: a[at] ?? '(none)', incremental: b[at] ?? '(none)' } : null;
  };
  for (let k = 0; k < count; k++) {
    const plan = randomPlan(rand, ctx.grid, base, bias);
    const planned = placedState(base, plan, (hex) => ctx.grid.indexOf(hex) >= 0);
    const moved = new Set(plan.flatMap((p) => (p.unit ? [p.unit] : [])));
    for (const side of ctx.game.sides) {
      const incremental = drag.report(planned, plan, side.id);
      // the units a hover lists as changed: where the ruleset names the rows it made anew, only
      // those are compared, which must find what comparing every row finds
      const before = drag.asItStands(side.id).report;
      const listed = changedUnits(before, incremental.report, moved).join(' ');
      const every = changedUnits(before, { ...incremental.report }, moved).join(' ');
      if (listed !== every)
        return { plan, side: side.id, full: `changed: ${every}`, incremental: `changed: ${listed}` };
      const d = differ(rules.supplyReportOnRequest(ctx, planned, side.id), incremental, true);
      if (d) return { plan, side: side.id, ...d };
    }
  }
  // the verdicts as they stand, which the what-if compares each plan's with, are the check's own
  for (const side of ctx.game.sides) {
    const d = differ(rules.supplyReportOnRequest(ctx, base, side.id), drag.asItStands(side.id), false);
    if (d) return { plan: [], side: side.id, ...d };
  }
  return null;
}
