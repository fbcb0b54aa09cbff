import type { FoldDraft } from '../../engine/fold.js';
import { supplyPoolsOf, type GcRules, type GcState, type GcUnit } from './state.js';
import { setUnitRules } from '../../model/campaign-schema.js';
import type { GcOwnEvent } from './events.js';

/** How each of the grand-campaign rules' own events changes the campaign state when the log is folded. */

/** What lasts one phase only: SP spent on a unit once per supply expenditure step (GC 17.D.2), the elimination rolls (17.E), the points converted (19.G). */
export function phaseAdvanced(draft: GcState): void {
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

export function fold(f: FoldDraft<GcRules>, e: GcOwnEvent): void {
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
