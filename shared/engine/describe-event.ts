import type { GameEvent } from './events.js';
import { describeGameEdit } from './game-edit-command.js';

/**
 * One line of the campaign log in words, as a referee would write it in the margin. Used by the
 * archive report (and the logs view): the events carry everything needed, so the line reads alone.
 */
export function describeEvent(
  e: GameEvent,
  amount: (n: number) => string,
  name: (unitId: string) => string = (id) => id,
): string {
  // a count of points (SP, SRP, chits) in the game's notation, without the unit's name: "2 1/2"
  const points = (n: number) => amount(n).replace(/\s*SP$/, '');
  switch (e.type) {
    case 'unitMoved':
      return `${name(e.unit)} moved ${e.from} → ${e.to}`;
    case 'unitCreated':
      return `${e.unit.name} placed at ${e.unit.hex}`;
    case 'unitsImported':
      return `${e.units.length} unit${e.units.length === 1 ? '' : 's'} placed and ${e.track.length} put on the turn record track from ${e.source}`;
    case 'gameEdited':
      return `game edited: ${describeGameEdit(e.edit)}`;
    case 'unitEdited':
      return `${name(e.unit)}: ${Object.entries(e.to)
        .map(
          ([k, v]) => `${k} ${JSON.stringify(e.from[k as keyof typeof e.from] ?? '-')} → ${JSON.stringify(v ?? '-')}`,
        )
        .join(', ')}`;
    case 'unitStepsSet':
      return `${name(e.unit)}: ${e.from} → ${e.to} steps`;
    case 'unitEliminated':
      return `${name(e.unit)} eliminated at ${e.hex}`;
    case 'unitModeSet':
      return `${name(e.unit)}: ${e.from} → ${e.to} mode`;
    case 'dumpCreated':
      return `dump ${e.dump.id} created at ${e.dump.hex} with ${amount(e.dump.amount)}`;
    case 'dumpAmountSet':
      return `dump ${e.dump}: ${amount(e.from)} → ${amount(e.to)}`;
    case 'diceSet':
      return e.to === 'app'
        ? 'from now on the app rolls the dice (seeded, recorded)'
        : 'from now on the referee rolls the dice and types them in';
    case 'phaseAdvanced':
      return `turn ${e.to.turn}, ${e.to.side} ${e.to.phase} phase begins`;
    case 'supplyDetermined': {
      const n = (s: string) => e.verdicts.filter((v) => v.status === s).length;
      // eating (OCS) and units needing none are named only where there are some
      const parts = (
        [
          [n('in-supply'), 'in supply', true],
          [n('eats'), 'eat off the map', false],
          [n('out-of-supply'), 'out of supply', true],
          [n('exempt'), 'need none', false],
        ] as const
      )
        .filter(([k, , always]) => always || k > 0)
        .map(([k, w]) => `${k} ${w}`);
      return `${e.side} supply: ${parts.join(', ')}`;
    }
    case 'dumpSpent':
      return `dump ${e.dump} at ${e.hex} spent ${amount(e.tokens)} (${e.reason}${e.units.length ? `: ${e.units.map(name).join(', ')}` : ''}${e.note ? `; ${e.note}` : ''})`;
    case 'dumpBlown':
      return `dump ${e.dump} at ${e.hex}: blowing ${amount(e.attempted)}, die ${e.dice.faces.join('')} (${e.dice.source === 'rolled' ? `rolled, seed ${e.dice.seed}` : 'entered'}) → ${e.percent}%, ${amount(e.destroyed)} destroyed`;
    case 'dumpCaptured':
      return `dump ${e.dump} at ${e.hex} captured by ${name(e.by)}: die ${e.dice.faces.join('')}${e.note ? ` ${e.note}` : ''} → ${e.percent}%, ${amount(e.captured)} taken${e.destroyed ? `, ${amount(e.destroyed)} destroyed` : ''}`;
    case 'transportCaptured':
      return `${name(e.unit)} at ${e.hex} captured by ${name(e.by)}: die ${e.dice.faces.join('')} → ${e.percent}%, ${e.captured} point${e.captured === 1 ? '' : 's'} taken${e.destroyed ? `, ${e.destroyed} destroyed` : ''}`;
    case 'supplyMoved':
      return `${amount(e.tokens)} ${e.action === 'load' ? 'loaded' : e.action === 'unload' ? 'unloaded' : `moved by ${e.by === 'slp' ? 'supply movement points' : e.by}`} from dump ${e.from} to dump ${e.to}${e.note ? ` (${e.note})` : ''}`;
    case 'fuelPaid':
      return e.method === 'formation'
        ? `formation ${e.formation} fuelled until its Clean Up Phase`
        : e.method === 'hq'
          ? `Fuel marker on ${name(e.hq ?? '')}${e.hex ? ` (throws from ${e.hex})` : ''}: ${e.units.map(name).join(', ')}`
          : `fuelled for this phase: ${e.units.map(name).join(', ')}`;
    case 'fuelExpired':
      return `${e.side} Fuel markers removed and formations unfuelled (Clean Up)`;
    case 'internalsUsed':
      return `${name(e.unit)} uses internal stocks: ${e.to === 'low' ? 'Low' : 'Exhausted'}`;
    case 'internalsRecovered':
      return `${name(e.unit)} recovers internal stocks: ${e.from === 'low' ? 'Low' : 'Exhausted'} → ${e.to === 'low' ? 'Low' : 'full'}`;
    case 'combatSupplied':
      return `${e.side} ${e.role === 'attack' ? 'attack' : 'defence'} at ${e.hex}: ${e.withheld ? 'combat supply withheld (half strength)' : `${amount(e.tokens)} combat supply`}${e.internals.length ? `; internal stocks: ${e.internals.map(name).join(', ')}` : ''}${e.note ? ` (${e.note})` : ''}`;
    case 'outOfSupplyMarked':
      return `${name(e.unit)} marked Out of Supply`;
    case 'outOfSupplyCleared':
      return `${name(e.unit)}: Out of Supply marker removed`;
    case 'noTraceStarted':
      return `${name(e.unit)} has no trace supply`;
    case 'noTraceEnded':
      return `${name(e.unit)} has trace supply again`;
    case 'attritionRolled':
      return `attrition at ${e.hex}: ${e.dice.faces.join('+')} (${e.dice.source === 'rolled' ? `rolled, seed ${e.dice.seed}` : 'entered'}) on the ${e.column} column, ${e.outOfSupplySteps} steps out of supply → ${e.result} step${e.result === 1 ? '' : 's'} lost`;
    case 'attritionLossesTaken':
      return `attrition losses at ${e.hex}: ${e.losses.map((l) => `${name(l.unit)} −${l.steps}`).join(', ')}`;
    case 'breakoutRolled':
      return `breakout of ${name(e.unit)} at ${e.hex}: ${e.dice.faces.join('')}${e.drm ? ` +${e.drm}` : ''} = ${e.total} → ${e.outcome === 'dead-pile' ? 'dead pile' : `returns on turn ${e.returnTurn}`} (${e.conditions})`;
    case 'unitReturned':
      return `${e.unit.name} returns at ${e.hex}`;
    case 'extenderCreated':
      return `Extender ${e.extender.id} formed at ${e.extender.hex} from ${e.from.map(name).join(', ')}`;
    case 'extenderDisbanded':
      return `Extender ${name(e.extender)} flipped back to ${e.into.name}`;
    case 'extenderCollapsed':
      return `Extender ${name(e.extender)} at ${e.hex} collapsed${e.by ? ` (${name(e.by)} entered)` : ''}`;
    case 'supplyLevelSet':
      return `${name(e.unit)}: ${e.from === null ? 'full supply' : `U${e.from}`} → ${e.to === null ? 'full supply' : `U${e.to}`} (${e.why})`;
    case 'isolationSet':
      return `${name(e.unit)}: ${e.to === null ? 'no longer isolated' : e.to === 'supply' ? 'supply isolated' : 'combat isolated'}`;
    case 'eliminationRolled':
      return `elimination roll for ${name(e.unit)} at ${e.hex} (U${e.level}): die ${e.dice.faces.join('')} (${e.dice.source === 'rolled' ? `rolled, seed ${e.dice.seed}` : 'entered'}) ${e.items.map((i) => `${i.modifier >= 0 ? '+' : '−'}${Math.abs(i.modifier)} ${i.label}`).join(', ') || 'no modifiers'} = ${e.modified}, needs ${e.needed}+ → ${e.outcome === 'survives' ? 'survives' : e.outcome === 'reduced' ? 'reduced to its cadre' : `eliminated${e.pool ? ` into pool ${e.pool}` : ' (Eliminated Isolated box)'}`}`;
    case 'poolFormed':
      return `${e.side} isolated pocket ${e.pool} formed (${e.hexes.join(', ')}): its own pool`;
    case 'pocketEliminated':
      return `isolated pocket ${e.pool} eliminated: ${e.units.map(name).join(', ') || 'no units'}; ${e.rp} RP lost`;
    case 'resourceConverted': {
      const what = {
        'sp-to-srp': ['SP', 'SRP'],
        'srp-to-sp': ['SRP', 'SP'],
        'sp-to-chit': ['SP', 'Offensive Chit'],
        'chit-to-sp': ['Offensive Chit', 'SP'],
      }[e.what];
      return `at ${e.hex}: ${points(e.spent)} ${what[0]} from ${e.from} converted to ${points(e.got)} ${what[1]} in ${e.to}`;
    }
    case 'resourceScheduled':
      return `${e.note}: ${points(e.amount)} SRP on the turn record track for turn ${e.turn}, at ${e.hex}`;
    case 'resourceArrived':
      return `${points(e.amount)} SRP arrive at ${e.hex} (${e.note})`;
    case 'budgetUsed':
      return budgetText(e, points);
    case 'poolUnitRebuilt':
      return `${e.unit.name} rebuilt from pool ${e.pool} at ${e.unit.hex} with ${e.unit.steps} step${e.unit.steps === 1 ? '' : 's'} (${e.rp} RP from the pool)`;
    case 'poolUnitEvacuated':
      return `${name(e.unit)} shipped or flown out of pool ${e.pool} to the theatre's pool`;
    case 'poolRpSet':
      return `pool ${e.pool} (${e.side}): ${e.from} → ${e.to} replacement points`;
    case 'fortressLost':
      return `fortress ${e.hex} taken from ${e.side}: its elimination modifiers no longer count for ${e.side}`;
  }
}

/** GC 19: a turn's budget used — supply movement points, supply nets, landing at a port, Offensive Chits. */
function budgetText(e: Extract<GameEvent, { type: 'budgetUsed' }>, points: (n: number) => string): string {
  if (e.kind === 'chits-expended') return `${e.side}: Offensive Chit expended (${e.note})`;
  if (e.kind === 'chit-reserves') return `${e.side}: a free reserve stack for an expended chit (${e.note})`;
  const what =
    e.kind === 'smp'
      ? `supply movement points: ${points(e.amount)} SMP`
      : e.kind === 'supply-net'
        ? `supply net: ${e.amount} RE`
        : e.kind.startsWith('naval:')
          ? `naval supply net in ${e.kind.slice('naval:'.length)}: ${e.amount} RE`
          : `landed at ${e.kind.slice('port:'.length)}: ${e.amount} RE`;
  return `${e.side} ${what} used on turn ${e.turn} (${e.note})`;
}
