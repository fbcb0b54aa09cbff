import type { DiceRoll } from '../../engine/dice.js';
import type { EngineEvent, LedgerBook, LogKind, RulesetEvents } from '../../engine/events.js';
import type { LedgerReason } from '../../engine/ledger.js';
import type { FoldDraft } from '../../engine/fold.js';
import type { RefereeNames } from '../../engine/referee-names.js';
import { formatResource } from './capabilities.js';
import { supplyPoolsOf, type GcRules, type GcState, type GcUnit, type GcDump } from './state.js';
import { setUnitRules, type Clock } from '../../model/campaign-schema.js';

/** The grand-campaign rules' own events: facts in the log, with what was there before, so that they read alone. */
export type GcOwnEvent =
  | { type: 'supplyLevelSet'; unit: string; from: number | null; to: number | null; why: string; resupply?: boolean }
  | { type: 'isolationSet'; unit: string; from: 'combat' | 'supply' | null; to: 'combat' | 'supply' | null }
  | {
      type: 'eliminationRolled';
      unit: string;
      hex: string;
      level: number;
      dice: DiceRoll;
      items: Array<{ condition: string; label: string; modifier: number }>;
      total: number;
      modified: number;
      needed: number;
      outcome: 'survives' | 'reduced' | 'eliminated';
      pool?: string;
    }
  | { type: 'poolFormed'; pool: string; side: string; hexes: string[] }
  | {
      type: 'pocketEliminated';
      pool: string;
      side?: string;
      units: string[];
      rp: number;
      /** GC 16.G.3: the units eliminated earlier and kept in the pocket's pool, by name: they go to the box too */
      poolUnits?: string[];
    }
  | { type: 'poolRpSet'; pool: string; side: string; from: number; to: number }
  | { type: 'poolUnitRebuilt'; pool: string; side: string; unit: GcUnit; rp: number }
  | { type: 'poolUnitEvacuated'; pool: string; side: string; unit: string }
  | { type: 'budgetUsed'; side: string; turn: number; kind: string; amount: number; note: string }
  | { type: 'fortressLost'; hex: string; side: string }
  | {
      type: 'resourceConverted';
      side: string;
      hex: string;
      from: string;
      spent: number;
      to: string;
      got: number;
      newDump?: GcDump;
      what: 'sp-to-srp' | 'srp-to-sp' | 'sp-to-chit' | 'chit-to-sp';
    }
  | { type: 'resourceScheduled'; side: string; hex: string; amount: number; turn: number; note: string }
  | {
      type: 'resourceArrived';
      side: string;
      hex: string;
      to: string;
      amount: number;
      newDump?: GcDump;
      note: string;
      /** the turn they arrive at the start of: their ledger rows' turn (GC 19.B.1) */
      turn?: number;
      /** the phase they arrive in (the first of that turn): their ledger rows' side and phase */
      at?: Clock;
    }
  /** GC 16.H, 19.F.1.a: a unit's "+# MP" marker */
  | { type: 'plusMpSet'; unit: string; from: number | null; to: number | null; why: string }
  /** GC 19.A.4: a Supplied Airbase marker for the turn (its U# unchanged) */
  | { type: 'airbaseSupplied'; unit: string; turn: number; level: number }
  /** GC 19.A.4: the referee set a unit's airbase capacity and strategic flag (null: no airbase) */
  | { type: 'airbaseSet'; unit: string; from: AirbaseData | null; to: AirbaseData | null }
  /** GC 19.A, 19.D: the referee added a national or theatre pool, with its opening amount */
  | { type: 'supplyPoolAdded'; pool: SupplyPool }
  /** GC 19.A, 19.D: the referee set a pool's amount (twelfths), from what it held */
  | { type: 'supplyPoolSet'; pool: string; side: string; from: number; to: number; note?: string }
  | {
      /** GC 19.A.1.a, 19.D: points leave a national or theatre pool (for a depot on the map, or spent) */
      type: 'poolDrawn';
      pool: string;
      side: string;
      before: number;
      amount: number;
      to?: string;
      newDump?: GcDump;
      /** what the pool holds where it is not SP: the log reads it in its own unit */
      resource?: 'srp';
      reason: LedgerReason;
      note: string;
    };

type AirbaseData = { capacity: number; strategic: boolean };
type SupplyPool = NonNullable<GcState['rules']['gc']['supplyPools']>[number];

/** The events the grand-campaign rules emit and read: the engine's and their own. */
export type GameEvent = EngineEvent | GcOwnEvent;

const TYPES: ReadonlySet<string> = new Set<GcOwnEvent['type']>([
  'supplyLevelSet',
  'isolationSet',
  'eliminationRolled',
  'poolFormed',
  'pocketEliminated',
  'poolRpSet',
  'poolUnitRebuilt',
  'poolUnitEvacuated',
  'budgetUsed',
  'fortressLost',
  'resourceConverted',
  'resourceScheduled',
  'resourceArrived',
  'poolDrawn',
  'airbaseSupplied',
  'plusMpSet',
  'airbaseSet',
  'supplyPoolAdded',
  'supplyPoolSet',
]);

/** The grand-campaign rules' events, as the registry hands them to fold, the ledger and the log. */
export const GC_EVENTS: RulesetEvents<GcOwnEvent, GcRules> = {
  owns: (e): e is GcOwnEvent => TYPES.has(e.type),
  fold,
  phaseAdvanced,
  describe,
  verdictWords: { full: 'in full supply', limited: 'in limited supply', out: 'out of supply' },
  kind: (e) => KINDS[e.type] ?? 'other',
  ledger,
};

/** Which log a referee files each event under (the Log's filters). */
const KINDS: Partial<Record<GcOwnEvent['type'], LogKind>> = {
  supplyLevelSet: 'supply',
  isolationSet: 'isolation',
  eliminationRolled: 'isolation',
  poolFormed: 'isolation',
  pocketEliminated: 'isolation',
};

/** What lasts one phase only: SP spent on a unit once per supply expenditure step (GC 17.D.2), the elimination rolls (17.E), the points converted (19.G). */
function phaseAdvanced(draft: GcState): void {
  for (const u of draft.units) if (u.gc?.resupplied) setUnitRules(u, 'gc', { resupplied: undefined });
  draft.rules.gc.eliminationRolled = [];
  delete draft.rules.gc.converted;
}

/** GC 16.G.3: a unit eliminated while isolated (no steps, marked so). */
function eliminatedIsolated(u: GcUnit): GcUnit {
  const out = { ...u, steps: 0 };
  setUnitRules(out, 'gc', { eliminatedIsolated: true });
  return out;
}

function fold(f: FoldDraft<GcRules>, e: GcOwnEvent): void {
  const { draft, unit, dump, addDump, addUnit, removeUnit, removeUnits } = f;
  /** GC 16.G.3: a pocket's pool (pool letters are per side) */
  const poolOf = (id: string, side: string | undefined) =>
    draft.rules.gc.pools.find((p) => p.id === id && (side === undefined || p.side === side));
  switch (e.type) {
    case 'supplyLevelSet': {
      const u = unit(e.unit);
      setUnitRules(u, 'gc', { uLevel: e.to ?? undefined, ...(e.resupply ? { resupplied: true } : {}) });
      return;
    }
    case 'isolationSet': {
      const u = unit(e.unit);
      setUnitRules(u, 'gc', { isolated: e.to ?? undefined });
      return;
    }
    case 'eliminationRolled': {
      const u = unit(e.unit);
      // GC 17.E: one roll per unit per phase; the side's rolls are done
      if (!draft.rules.gc.eliminationRolled.includes(u.side)) draft.rules.gc.eliminationRolled.push(u.side);
      if (e.outcome === 'reduced') u.steps = 1;
      if (e.outcome !== 'eliminated') return;
      removeUnit(u.id);
      const pool = e.pool ? poolOf(e.pool, u.side) : undefined;
      // GC 16.G.3: into the pocket's pool, or the Eliminated Isolated box
      if (pool) pool.units.push({ ...u, steps: 0 });
      else draft.deadPile.push(eliminatedIsolated(u));
      return;
    }
    case 'poolFormed':
      draft.rules.gc.pools.push({ id: e.pool, side: e.side, hexes: [...e.hexes], rp: 0, units: [] });
      return;
    case 'pocketEliminated': {
      const pool = poolOf(e.pool, e.side);
      const gone = new Set(e.units);
      const dead = draft.units.filter((u) => gone.has(u.id));
      removeUnits(gone);
      // GC 16.G.3: the pocket's units and its pool's go to the Eliminated Isolated box; its RPs are lost
      for (const u of [...dead, ...(pool?.units ?? [])]) draft.deadPile.push(eliminatedIsolated(u));
      draft.rules.gc.pools = draft.rules.gc.pools.filter((p) => p.id !== e.pool || p.side !== pool?.side);
      return;
    }
    case 'poolRpSet': {
      const pool = poolOf(e.pool, e.side);
      if (pool) pool.rp = e.to;
      return;
    }
    case 'poolUnitRebuilt': {
      const pool = poolOf(e.pool, e.side);
      if (pool) {
        pool.units = pool.units.filter((u) => u.id !== e.unit.id);
        pool.rp -= e.rp;
      }
      addUnit(e.unit);
      return;
    }
    case 'poolUnitEvacuated': {
      const pool = poolOf(e.pool, e.side);
      const u = pool?.units.find((x) => x.id === e.unit);
      if (pool && u) {
        pool.units = pool.units.filter((x) => x.id !== e.unit);
        draft.deadPile.push({ ...u });
      }
      return;
    }
    case 'budgetUsed': {
      const b = draft.rules.gc.budgets.find((x) => x.side === e.side && x.turn === e.turn && x.kind === e.kind);
      if (b) b.used += e.amount;
      else draft.rules.gc.budgets.push({ side: e.side, turn: e.turn, kind: e.kind, used: e.amount });
      return;
    }
    case 'fortressLost':
      if (!draft.rules.gc.fortressesLost.includes(e.hex)) draft.rules.gc.fortressesLost.push(e.hex);
      return;
    case 'resourceConverted':
      dump(e.from).amount -= e.spent;
      if (e.newDump) addDump(e.newDump);
      {
        // GC 19.G: converted points may not be used or moved in the phase they are converted
        const to = dump(e.to);
        to.amount += e.got;
        to.arrived = (to.arrived ?? 0) + e.got;
        const converted = (draft.rules.gc.converted ??= []);
        const mark = converted.find((c) => c.dump === e.to);
        if (mark) mark.amount += e.got;
        else converted.push({ dump: e.to, amount: e.got });
      }
      return;
    case 'resourceScheduled':
      draft.rules.gc.resourceTrack.push({ turn: e.turn, side: e.side, hex: e.hex, amount: e.amount, note: e.note });
      return;
    case 'resourceArrived': {
      const due = draft.rules.gc.resourceTrack.findIndex(
        (r) => r.side === e.side && r.hex === e.hex && r.amount === e.amount && r.note === e.note,
      );
      if (due >= 0) draft.rules.gc.resourceTrack.splice(due, 1);
      if (e.newDump) addDump(e.newDump);
      dump(e.to).amount += e.amount;
      return;
    }
    case 'airbaseSupplied':
      setUnitRules(unit(e.unit), 'gc', { suppliedAirbase: e.turn });
      return;
    case 'plusMpSet': {
      setUnitRules(unit(e.unit), 'gc', { plusMp: e.to ?? undefined });
      return;
    }
    case 'airbaseSet':
      setUnitRules(unit(e.unit), 'gc', { airbase: e.to ? { ...e.to } : undefined });
      return;
    case 'supplyPoolAdded':
      (draft.rules.gc.supplyPools ??= []).push({ ...e.pool });
      return;
    case 'supplyPoolSet': {
      const pool = supplyPoolsOf(draft).find((p) => p.id === e.pool && p.side === e.side);
      if (pool) pool.amount = e.to;
      return;
    }
    case 'poolDrawn': {
      const pool = supplyPoolsOf(draft).find((p) => p.id === e.pool && p.side === e.side);
      if (pool) pool.amount -= e.amount;
      if (e.newDump) addDump(e.newDump);
      if (e.to) dump(e.to).amount += e.amount;
      return;
    }
  }
}

/** One line of the campaign log in words, as a referee would write it in the margin. */
function describe(e: GcOwnEvent, amount: (n: number) => string, name: RefereeNames): string {
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
function ledger(e: GcOwnEvent, book: LedgerBook): void {
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
