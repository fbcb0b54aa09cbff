import type { LedgerBook } from '../../engine/events.js';
import type { RefereeNames } from '../../engine/referee-names.js';
import { formatResource } from './capabilities.js';
import type { AirbaseData, GcOwnEvent } from './events.js';

/** One line of the campaign log in words, as a referee would write it in the margin. */
export function describe(e: GcOwnEvent, amount: (n: number) => string, name: RefereeNames): string {
  // a count of points (SP, SRP, chits) in the game's notation, without the unit's name: "2 1/2"
  const points = (n: number) => amount(n).replace(/\s*SP$/, '');
  switch (e.type) {
    case 'supplyLevelSet':
      return `${name(e.unit)}: ${e.from === null ? 'full supply' : `U${e.from}`} → ${e.to === null ? 'full supply' : `U${e.to}`} (${e.why})`;
    case 'isolationSet':
      return `${name(e.unit)}: ${e.to === null ? 'no longer isolated' : e.to === 'supply' ? 'supply isolated' : 'combat isolated'}`;
    case 'eliminationRolled':
      return `elimination roll for ${name(e.unit)} at ${e.hex} (U${e.level}): die ${e.dice.faces.join('')} (${e.dice.source === 'rolled' ? `rolled, seed ${e.dice.seed}` : 'entered'}) ${e.items.map((i) => `${i.modifier >= 0 ? '+' : '−'}${Math.abs(i.modifier)} ${i.label}`).join(', ') || 'no modifiers'} = ${e.modified}, needs ${e.needed}+ → ${e.outcome === 'survives' ? 'survives' : e.outcome === 'reduced' ? 'reduced to its cadre' : `eliminated${e.pool ? ` into pool ${e.pool}` : ' (Eliminated Isolated box)'}`}`;
    case 'poolFormed':
      return `${name.side(e.side)} isolated pocket ${e.pool} formed (${e.hexes.join(', ')}): its own pool`;
    case 'pocketEliminated':
      return `isolated pocket ${e.pool} eliminated: ${e.units.map(name).join(', ') || 'no units on the map'}${e.poolUnits?.length ? `; from its pool: ${e.poolUnits.join(', ')}` : ''}; ${e.rp} RP lost (to the Eliminated Isolated box, GC 16.G.3)`;
    case 'poolRpSet':
      return `pool ${e.pool} (${name.side(e.side)}): ${e.from} → ${e.to} replacement points`;
    case 'poolUnitRebuilt':
      return `${e.unit.name} rebuilt from pool ${e.pool} at ${e.unit.hex} with ${e.unit.steps} step${e.unit.steps === 1 ? '' : 's'} (${e.rp} RP from the pool)`;
    case 'poolUnitEvacuated':
      return `${name(e.unit)} shipped or flown out of pool ${e.pool} to the theatre's pool`;
    case 'budgetUsed':
      return budgetText(e, points, name.side(e.side));
    case 'fortressLost':
      return `fortress ${e.hex} taken from ${name.side(e.side)}: its elimination modifiers no longer count for ${name.side(e.side)}`;
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
      return `${points(e.amount)} SRP arrive at ${e.hex}${e.at ? ` at the start of turn ${e.at.turn}` : ''} (${e.note})`;
    case 'plusMpSet':
      return `${name(e.unit)}: ${e.from === null ? 'no' : `+${e.from}`} MP marker → ${e.to === null ? 'none' : `+${e.to} MP`} (${e.why})`;
    case 'airbaseSupplied':
      return `${name(e.unit)}: Supplied Airbase marker for turn ${e.turn}: full strength missions, U${e.level} unchanged (GC 19.A.4)`;
    case 'airbaseSet': {
      const text = (a: AirbaseData | null) =>
        a ? `airbase of capacity ${a.capacity}${a.strategic ? ', strategic' : ''}` : 'no airbase';
      return `${name(e.unit)}: ${text(e.from)} → ${text(e.to)} (GC 19.A.4)`;
    }
    case 'supplyPoolAdded':
      return `${name.side(e.pool.side)} ${e.pool.kind} pool ${e.pool.name} added, holding ${formatResource(e.pool.resource ?? 'sp', e.pool.amount)}`;
    case 'supplyPoolSet':
      return `pool ${e.pool}: ${points(e.from)} → ${points(e.to)}${e.note ? ` (${e.note})` : ''}`;
    case 'poolDrawn': {
      const of = (n: number) => (e.resource ? formatResource(e.resource, n) : points(n));
      return `pool ${e.pool}: ${of(e.before)} − ${of(e.amount)} = ${of(e.before - e.amount)}${e.to ? ` → ${e.to}` : ''} (${e.note})`;
    }
  }
}

/** The ledger entries of the events that change dumps. */
export function ledger(e: GcOwnEvent, book: LedgerBook): void {
  const { entry, add } = book;
  switch (e.type) {
    case 'resourceConverted':
      entry(e.from, -e.spent, 'converted');
      if (e.newDump) add({ ...e.newDump, amount: 0 });
      entry(e.to, e.got, 'converted');
      return;
    case 'resourceArrived':
      if (e.newDump) add({ ...e.newDump, amount: 0 });
      entry(e.to, e.amount, 'received', [], e.at ?? e.turn);
      return;
    case 'supplyPoolAdded':
      add({ id: e.pool.id, side: e.pool.side, hex: 'pool', amount: 0, captured: false });
      entry(e.pool.id, e.pool.amount, 'received');
      return;
    case 'supplyPoolSet':
      // the balance carried by the event, as for poolDrawn: the row is the difference
      add({ id: e.pool, side: e.side, hex: 'pool', amount: e.from, captured: false });
      entry(e.pool, e.to - e.from, 'adjusted');
      return;
    case 'poolDrawn':
      // the pool is an account of its own in the ledger (hex "pool"), its balance carried by the event
      add({ id: e.pool, side: e.side, hex: 'pool', amount: e.before, captured: false });
      entry(e.pool, -e.amount, e.reason);
      if (e.newDump) add({ ...e.newDump, amount: 0 });
      if (e.to) entry(e.to, e.amount, 'received');
      return;
  }
}

/** GC 19: a turn's budget used — supply movement points, supply nets, landing at a port, Offensive Chits. */
function budgetText(
  e: Extract<GcOwnEvent, { type: 'budgetUsed' }>,
  points: (n: number) => string,
  side: string,
): string {
  if (e.kind === 'chits-expended') return `${side}: Offensive Chit expended (${e.note})`;
  if (e.kind.startsWith('raised:')) return e.note;
  if (e.kind.startsWith('oc:'))
    return `${side}: ${e.note}, supplying every attack in its range this player-turn (GC 19.A.2)`;
  if (e.kind.startsWith('oc-ready:')) return `${side}: ${e.note} (GC 19.A.2.d)`;
  if (e.kind.startsWith('oc-bonus:')) return `${side}: the chit's one attack at 1 SP less: ${e.note} (GC 19.A.2.a)`;
  if (e.kind === 'chit-reserves') return `${side}: a free reserve stack for an expended chit (${e.note})`;
  const what =
    e.kind === 'smp'
      ? `supply movement points: ${points(e.amount)} SMP`
      : e.kind.startsWith('smp:')
        ? `supply movement points in ${e.kind.slice('smp:'.length)}: ${points(e.amount)} SMP`
        : e.kind === 'supply-net'
          ? `supply net: ${e.amount} RE`
          : e.kind.startsWith('naval:')
            ? `naval supply net in ${e.kind.slice('naval:'.length)}: ${e.amount} RE`
            : `landed at ${e.kind.slice('port:'.length)}: ${e.amount} RE`;
  return `${side} ${what} used on turn ${e.turn} (${e.note})`;
}
