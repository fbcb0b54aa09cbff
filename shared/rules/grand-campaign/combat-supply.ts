import { CommandError } from '../../model/command-error.js';
import type { GcCommand } from './commands.js';
import type { GameEvent } from './events.js';
import type { GcDump, GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { checkSpSource } from './sp-source.js';
import { distributedMarker } from './supply-unit-marker.js';
import { attackSupplyCost } from './attack-supply.js';
import { useChit } from './offensive-chit.js';
import { gcSupply } from './determine-supply.js';
import { formatTwelfths } from './quantity.js';
import { combatLevel, defenceSpend, supplyEffects, unsuppliedAttack } from './supply-effects.js';
import { unitZoc, weatherOf, type ZocStrength } from './supply-lines.js';
import { reading } from './readings.js';
import { afterAttack, afterDefence } from './unsupplied-level.js';
import { usableNow } from './usable-now.js';

type CombatSupply = Extract<GcCommand, { type: 'combat.supply' }>;

/**
 * The ZOC a stack would exert in its own hex before supply or terrain (GC 19.A.1, 17.B.1 b): its best
 * unit's printed ZOC (triple counts as double); where the game reads 19.A.1 so that a marker which
 * takes a defender's ZOC away also takes away the SP owed (readings.ts), the ZOC it exerts now.
 */
function baseZoc(ctx: RulesContext, units: readonly GcUnit[]): ZocStrength {
  const now = reading(ctx.game, 'u6-defender-owes-sp') === 'no';
  const zocs = units.map((u) => {
    if (now) return unitZoc(ctx.game, u);
    const t = ctx.game.unitTypes.find((x) => x.id === u.type);
    return t?.zoc ?? (t?.combat ? 'full' : 'none');
  });
  if (zocs.includes('triple') || zocs.includes('double')) return 'double';
  return zocs.includes('full') ? 'full' : zocs.includes('partial') ? 'partial' : 'none';
}

/**
 * GC 19.A.1 and 17.B.1 b, 17.C at the instant of combat. The attacker pays 1 SP a stack scaled by
 * the defender's ZOC, plus terrain, times the weather (an Offensive Chit covering the basic cost);
 * withheld, the attack is at half strength and AEC, and units at U1 or worse go up a level. The
 * defender may pay 1/2 SP times its base ZOC to defend at full value (three levels better);
 * withheld against odds of 1:2 or better, units at U1 or worse go up a level. The SP come from a
 * depot or SP within special supply range of every stack paying, or of units in full supply.
 */
export function applyGcCombatSupply(ctx: RulesContext, state: GcState, c: CombatSupply): GameEvent[] {
  const target = ctx.grid.indexOf(c.hex);
  if (target < 0) throw new CommandError(`"${c.hex}" is not a hex on this map`, 'hex');
  const units = c.units.map((id) => {
    const u = state.units.find((x) => x.id === id);
    if (!u || u.side !== c.side) throw new CommandError(`there is no ${c.side} unit "${id}"`, 'units');
    return u;
  });
  const defenders = state.units.filter((u) => u.hex === c.hex && u.side !== c.side);
  if (c.role === 'attack' && !defenders.length) throw new CommandError(`no enemy unit is at ${c.hex} to attack`, 'hex');
  const apart =
    c.role === 'attack' ? units.find((u) => ctx.grid.distance(ctx.grid.indexOf(u.hex), target) !== 1) : undefined;
  if (apart)
    throw new CommandError(
      `${apart.name} at ${apart.hex} is not next to ${c.hex}: attackers are adjacent to the hex they attack`,
      'units',
    );
  if (c.role === 'defend' && units.some((u) => u.hex !== c.hex))
    throw new CommandError(`the defenders are the units at ${c.hex}`, 'units');
  const names = units.map((u) => u.id);
  const events: GameEvent[] = [];
  let note: string;
  let twelfths = 0;
  if (c.role === 'attack') {
    const code = ctx.game.map.hexes[ctx.grid.row(target)]?.[ctx.grid.col(target)];
    const terrain = ctx.game.terrain.find((t) => t.code === code)?.id;
    const terrainRows = ctx.game.tables.find((t) => t.id === 'attack-supply-terrain')?.rows ?? [];
    const extras = [...(terrain && terrainRows.some((r) => r.key === terrain) ? [terrain] : []), ...(c.extras ?? [])];
    const defenderZoc = baseZoc(ctx, defenders);
    let cost;
    try {
      cost = attackSupplyCost(ctx.game, {
        stacks: new Set(units.map((u) => u.hex)).size,
        defenderZoc,
        extras,
        weather: weatherOf(ctx.game, state.clock.turn),
        overrun: c.overrun ?? false,
        chit: !!c.chit,
        chitBonus: c.chitBonus ?? false,
      });
    } catch (e) {
      throw new CommandError((e as Error).message, 'extras');
    }
    checkExtraSp(ctx, c.extra ?? 0, cost.twelfths + cost.chitCovers);
    twelfths = (c.withhold ? 0 : cost.twelfths) + (c.extra ?? 0);
    note = c.withhold ? 'attack supply not spent: strength and AEC halved (GC 19.A.1)' : cost.items.join('; ');
    if (c.extra) note += `; ${formatTwelfths(c.extra)} more: three levels better for this combat (GC 17.B.1 b)`;
    note += `; strengths: ${units.map((u) => `${u.name} ${unsuppliedAttack(ctx.game, u.attack, u.gc?.uLevel ?? 'full', { extraSp: (c.extra ?? 0) > 0, attackSpPaid: !c.withhold })}`).join(', ')}`;
    if (!c.withhold && c.chit) {
      // GC 19.A.2: one expended chit supplies every attack in its HQ's range this player-turn
      const used = useChit(
        ctx,
        state,
        {
          side: c.side,
          chit: c.chit,
          hex: c.hex,
          overrun: c.overrun ?? false,
          bonus: cost.items.some((i) => i.startsWith('Offensive Chit bonus')),
        },
        units,
      );
      events.push(...used.events);
      note += `; ${used.first ? 'the chit expended' : 'the chit already expended this player-turn'} through ${used.hq}: -1 on the RED table, and prepared attacks cost half (19.A.2.a)`;
    }
    const owedNothing = !c.withhold && noZocAttackRaises(ctx, defenderZoc, twelfths, !!c.chit);
    if (c.withhold || owedNothing) {
      const out = outOfSupply(ctx, state, c.side);
      for (const u of units)
        if (out.has(u.id))
          pushLevel(
            events,
            u,
            // 17.C: "unless it expends SPs ... to make the attack", 17.B.1 b's extra SP included
            afterAttack(u.gc?.uLevel ?? 'full', twelfths > 0),
            c.withhold
              ? 'an unsupplied attack out of supply: up one level (GC 17.C)'
              : 'an attack out of supply that spent no SP (the defender has no ZOC): up one level (GC 17.C, as this game reads it)',
          );
    }
  } else {
    const zoc = baseZoc(ctx, units);
    const timesZoc = reading(ctx.game, 'double-zoc-defence') === 'times-base-zoc';
    twelfths = c.withhold || zoc === 'none' ? 0 : defenceSpend(zoc, timesZoc);
    if (!c.withhold && zoc === 'none')
      throw new CommandError('a stack with no ZOC spends nothing to defend (GC 17.B.1 b)', 'units');
    note = c.withhold
      ? 'defended without SP'
      : `${formatTwelfths(twelfths)} spent to defend at full value: three levels better for this combat (GC 17.B.1 b${zoc === 'double' ? `; reading double-zoc-defence ${timesZoc ? 'times-base-zoc' : 'half-sp-per-stack'}` : ''})`;
    note += `; defence strengths: ${units.map((u) => `${u.name} ${Math.floor(u.defense * supplyEffects(ctx.game, combatLevel(u.gc?.uLevel ?? 'full', !c.withhold)).defence)}`).join(', ')}`;
    if (c.withhold) {
      if (!c.odds)
        throw new CommandError(
          'give the odds: defending at 1:2 or better without SP raises the level of units out of supply (GC 17.C)',
          'odds',
        );
      const out = outOfSupply(ctx, state, c.side);
      for (const u of units)
        if (out.has(u.id))
          pushLevel(
            events,
            u,
            afterDefence(u.gc?.uLevel ?? 'full', c.odds, false),
            `defended at ${c.odds.attack}:${c.odds.defence} without SP: up one level (GC 17.C)`,
          );
    }
  }
  if (twelfths > 0) {
    const paid = spend(ctx, state, c, units, twelfths, names);
    events.unshift(paid);
    // GC 19.F.1.a: a supply unit that distributes SP gets +1 MP a point
    const from = state.dumps.find((d) => d.id === c.dump);
    if (from) events.push(...distributedMarker(ctx, state, from, twelfths));
  }
  events.unshift({
    type: 'combatSupplied',
    side: c.side,
    role: c.role,
    hex: c.hex,
    units: names,
    tokens: twelfths,
    internals: [],
    withheld: c.withhold,
    note,
  });
  return events;
}

/**
 * GC 17.B.1 b: "If additional SPs are expended by the attacker to supply an attack" the attackers
 * count three levels better. How many: any amount (the default), or as much again as the attack's
 * own SP where the game reads it so (reading extra-sp-three-levels).
 */
function checkExtraSp(ctx: RulesContext, extra: number, attackSp: number): void {
  if (extra <= 0 || reading(ctx.game, 'extra-sp-three-levels') === 'any-amount' || extra >= attackSp) return;
  throw new CommandError(
    `${formatTwelfths(extra)} more is less than the attack's own ${formatTwelfths(attackSp)}: this game reads 17.B.1 b's "additional SPs" as as much again (reading extra-sp-three-levels as-much-again)`,
    'extra',
  );
}

/**
 * GC 17.C with 19.A.1 d: an attack out of supply on a defender with no ZOC owes no SP; whether it
 * raises the attacker is the game's reading (no-zoc-attack-raises). Only such an attack: one whose
 * basic cost an Offensive Chit paid expended supply, and one that spent SP is supplied.
 */
function noZocAttackRaises(ctx: RulesContext, defenderZoc: ZocStrength, spent: number, chit: boolean): boolean {
  if (defenderZoc !== 'none' || chit || spent > 0) return false;
  return reading(ctx.game, 'no-zoc-attack-raises') === 'yes';
}

/** GC 17.C, 17.D.1: only units in an out-of-supply situation go up a level after combat; in full or limited supply a marker never rises. */
function outOfSupply(ctx: RulesContext, state: GcState, side: string): Set<string> {
  return new Set(
    gcSupply(ctx, state, side, { paths: false, explain: false })
      .verdicts.filter((v) => v.status === 'out')
      .map((v) => v.id),
  );
}

function pushLevel(events: GameEvent[], u: GcUnit, next: number | 'full', why: string): void {
  if (u.gc?.uLevel !== undefined && next !== 'full' && next !== u.gc?.uLevel)
    events.push({ type: 'supplyLevelSet', unit: u.id, from: u.gc?.uLevel, to: next, why });
}

function spend(
  ctx: RulesContext,
  state: GcState,
  c: CombatSupply,
  units: readonly GcUnit[],
  twelfths: number,
  names: string[],
): GameEvent {
  if (!c.dump)
    throw new CommandError(
      `the ${c.role} costs ${formatTwelfths(twelfths)}: name the depot or SP it comes from`,
      'dump',
    );
  const dump: GcDump | undefined = state.dumps.find((d) => d.id === c.dump && d.side === c.side && !d.resource);
  if (!dump) throw new CommandError(`there is no ${c.side} SP "${c.dump}"`, 'dump');
  const available = usableNow(ctx.game, state, dump);
  if (available < twelfths)
    throw new CommandError(
      `${dump.id} at ${dump.hex} has ${formatTwelfths(available)} to use now; the ${c.role} needs ${formatTwelfths(twelfths)}`,
      'dump',
    );
  // GC 19.A.1.a: a major depot for stacks in full supply from an attached HQ, else a special supply source in range
  const how = checkSpSource(ctx, state, c.side, dump, units, 'dump');
  return {
    type: 'dumpSpent',
    dump: dump.id,
    hex: dump.hex,
    tokens: twelfths,
    reason: 'combat',
    units: names,
    note: `${c.role} on ${c.hex}, ${how}`,
  };
}
