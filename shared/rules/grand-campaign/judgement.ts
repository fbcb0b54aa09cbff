import { CommandError } from '../../model/command-error.js';
import type { VerdictRecord } from '../../engine/events.js';
import type { GameEvent } from './events.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { gcSupply, type GcStatus, type GcVerdict } from './determine-supply.js';
import { gcIsolation, type Isolation } from './isolation.js';
import { JUDGEMENT_PHASE } from './phases.js';
import { judgeLevel, levelText, type SupplyLevel } from './unsupplied-level.js';
import { reading } from './readings.js';
import { airbasesOf, airbaseUnder, airUnitsTakeTheirBase } from './air-units.js';

export { JUDGEMENT_PHASE };

const asLevel = (u: GcUnit): SupplyLevel => u.gc?.uLevel ?? 'full';
const asField = (l: SupplyLevel): number | null => (l === 'full' ? null : l);
/** the log keeps the system's own words (full, limited, out, exempt: GC_EVENTS.verdictWords) */
const record = (s: GcStatus): VerdictRecord['status'] => s;

/**
 * GC 16.B, 16.G.2, 17.C, 17.D.1: the side's supply judgement phase. Its units are judged — out
 * of supply: up one level (U1 the first time); limited supply: U0; full supply: down one level,
 * the marker gone at U0 — and checked for supply isolation. The other side's units back in full
 * supply also come down one level, since that happens in both players' judgement phases. Once a
 * phase: judging again would count a turn twice.
 */
export function applyJudgement(ctx: RulesContext, state: GcState, side: string): GameEvent[] {
  if (!ctx.game.sides.some((s) => s.id === side)) throw new CommandError(`there is no side "${side}"`, 'side');
  if (state.clock.phase !== JUDGEMENT_PHASE || state.clock.side !== side) {
    throw new CommandError(
      `supply is judged in the side's own Supply Judgement Phase (GC 16.B); it is the ${state.clock.side} ${state.clock.phase} phase`,
    );
  }
  if (state.supplyJudged.includes(side))
    throw new CommandError(
      `${side} supply has been judged in this phase already: judging again would count a turn out of supply twice (undo the judgement to redo it)`,
    );
  const turn = state.clock.turn;
  const events: GameEvent[] = [];
  const friendly = gcSupply(ctx, state, side, { paths: false });
  // units that read alike share a reason (determine-supply.ts): its logged words made once a reason
  const logged = { full: new Map<string, string>(), limited: new Map<string, string>() };
  const loggedReason = (v: GcVerdict) => {
    if (v.status !== 'limited' && v.status !== 'full') return v.reason;
    const seen = logged[v.status];
    let r = seen.get(v.reason);
    if (r === undefined) seen.set(v.reason, (r = `${v.status} supply: ${v.reason}`));
    return r;
  };
  events.push({
    type: 'supplyDetermined',
    side,
    turn,
    verdicts: friendly.verdicts.map((v, k) => ({
      unit: v.id,
      hex: v.hex,
      status: record(v.status),
      via: v.via,
      reason: loggedReason(v) + limitedOnMarker(ctx, v.status, asLevel(friendly.units[k]!)),
    })),
  });
  // 17.B.2: air units on an airbase take its status (after it is judged), never one of their own
  const air = airbasesOf(ctx.game, state);
  const basesJudged = new Map<string, SupplyLevel>();
  // each verdict's unit at its place in GcSupply.units: no Map over every unit
  for (let k = 0; k < friendly.verdicts.length; k++) {
    const v = friendly.verdicts[k]!;
    if (v.status === 'exempt') continue;
    const u = friendly.units[k]!;
    if (airbaseUnder(air.airTypes, air.bases, u)) continue;
    const next = friendlyLevel(ctx, asLevel(u), v.status);
    if (u.gc?.airbase) basesJudged.set(u.id, next);
    if (next !== asLevel(u))
      events.push({
        type: 'supplyLevelSet',
        unit: u.id,
        from: u.gc?.uLevel ?? null,
        to: asField(next),
        why: whyFriendly(v.status, asLevel(u), next),
      });
  }
  events.push(...airUnitsTakeTheirBase(air, friendly.units, basesJudged));
  // 17.D.1: "reduced by one level at the start of each players' supply judgement phase"
  for (const other of ctx.game.sides.filter((s) => s.id !== side)) {
    if (!state.units.some((u) => u.side === other.id && u.gc?.uLevel !== undefined)) continue;
    const theirs = gcSupply(ctx, state, other.id, { paths: false, explain: false });
    const theirBases = new Map<string, SupplyLevel>();
    for (let k = 0; k < theirs.verdicts.length; k++) {
      const v = theirs.verdicts[k]!;
      const u = theirs.units[k]!;
      if (v.status !== 'full' || u.gc?.uLevel === undefined) continue;
      if (airbaseUnder(air.airTypes, air.bases, u)) continue;
      const next = judgeLevel(u.gc?.uLevel, 'full', false);
      if (u.gc?.airbase) theirBases.set(u.id, next);
      events.push({
        type: 'supplyLevelSet',
        unit: u.id,
        from: u.gc?.uLevel,
        to: asField(next),
        why: `back in full supply, down one level${next === 'full' ? ', the marker removed' : ''} in the ${side} Supply Judgement Phase (GC 17.D.1)`,
      });
    }
    events.push(...airUnitsTakeTheirBase(air, theirs.units, theirBases));
  }
  // 16.G.2: supply isolation
  events.push(...isolationEvents(friendly.units, gcIsolation(ctx, state, side, friendly), 'supply'));
  return events;
}

/**
 * GC 16.B, 17.C, 17.D.1: the level after the side's own judgement. Limited supply places a U0
 * marker; on a unit already at U1 or worse the text does not say whether U0 replaces it, so the
 * game reads it (limited-on-marker): by default the unit keeps its level — 17.D.1 lowers a marker
 * only in full supply, and a limited line is not full supply.
 */
function friendlyLevel(ctx: RulesContext, level: SupplyLevel, status: GcStatus): SupplyLevel {
  if (status === 'limited' && level !== 'full' && level > 0 && reading(ctx.game, 'limited-on-marker') === 'u0')
    return 0;
  return judgeLevel(level, status === 'exempt' ? 'full' : status, true);
}

/**
 * GC 16.B, 17.C: what a limited verdict does at the judgement, as the Supply tab's check reads it
 * before the judgement is applied: a U0 marker, or on a unit at U1 or worse what the game's reading
 * decides (the same words the log keeps).
 */
export function limitedAtJudgement(ctx: RulesContext, level: SupplyLevel): string {
  if (level === 'full') return '; at the judgement it takes a U0 marker (GC 16.B, 17.C)';
  if (level === 0) return '; at the judgement it stays at U0 (GC 16.B, 17.C)';
  return reading(ctx.game, 'limited-on-marker') === 'u0'
    ? `; at the judgement the U0 marker replaces its ${levelText(level)} (GC 16.B, 17.C; reading limited-on-marker u0)`
    : `; at the judgement it keeps its ${levelText(level)}: only full supply lowers a marker (GC 17.D.1; reading limited-on-marker keeps-level)`;
}

/** The words a limited verdict on a unit at U1 or worse adds: which reading decided its marker. */
function limitedOnMarker(ctx: RulesContext, status: GcStatus, level: SupplyLevel): string {
  if (status !== 'limited' || level === 'full' || level === 0) return '';
  return reading(ctx.game, 'limited-on-marker') === 'u0'
    ? `; the U0 marker replaces ${levelText(level)} (reading limited-on-marker u0)`
    : `; keeps its ${levelText(level)}: only full supply lowers a marker (GC 17.D.1; reading limited-on-marker keeps-level)`;
}

function whyFriendly(status: GcStatus, from: SupplyLevel, to: SupplyLevel): string {
  if (status === 'full')
    return `in full supply: down one level${to === 'full' ? ', the marker removed' : ''} (GC 17.D.1)`;
  if (status === 'limited')
    return from !== 'full' && from > 0
      ? `in limited supply: the U0 marker in place of ${levelText(from)} (GC 16.B, 17.C; reading limited-on-marker u0)`
      : 'in limited supply: a U0 marker (GC 16.B, 17.C)';
  return from === 'full' || from === 0
    ? 'out of supply at the judgement: U1 (GC 17.C)'
    : `out of supply: ${levelText(from)} up one level (GC 16.B)`;
}

/**
 * GC 16.G.1: isolation checked at the start of each combat phase (the Combat and the Exploitation
 * Phase), for both sides: isolated units are combat isolated until the next check.
 */
export function combatIsolation(ctx: RulesContext, state: GcState): GameEvent[] {
  const events: GameEvent[] = [];
  for (const side of ctx.game.sides) {
    if (!state.units.some((u) => u.side === side.id)) continue;
    const supply = gcSupply(ctx, state, side.id, { paths: false, explain: false });
    events.push(...isolationEvents(supply.units, gcIsolation(ctx, state, side.id, supply), 'combat'));
  }
  return events;
}

/** The markers an isolation check changes: isolated units get this check's kind, the others lose theirs. */
function isolationEvents(units: readonly GcUnit[], iso: Isolation, kind: 'combat' | 'supply'): GameEvent[] {
  const events: GameEvent[] = [];
  // Isolation.units and GcSupply.units list the side's units on the map alike, in the state's order
  for (let k = 0; k < iso.units.length; k++) {
    const u = units[k]!;
    const id = u.id;
    const to = iso.units.isolated[k] ? kind : null;
    if ((u.gc?.isolated ?? null) !== to)
      events.push({ type: 'isolationSet', unit: id, from: u.gc?.isolated ?? null, to });
  }
  return events;
}
