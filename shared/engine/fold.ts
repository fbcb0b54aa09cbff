import type { CampaignState } from '../model/campaign-schema.js';
import type { GameEvent } from './events.js';
import { foldUnitEdited } from './unit-commands.js';

/**
 * fold(state, events) -> state: the only way state changes. The input is never touched; the copy is
 * updated in place for speed (a 100,000-event log folds in one pass, not one copy per event).
 */
export function fold(state: CampaignState, events: readonly GameEvent[]): CampaignState {
  const draft = copyState(state);
  const units = new Map(draft.units.map((u) => [u.id, u]));
  const dumps = new Map(draft.dumps.map((d) => [d.id, d]));
  for (const e of events) foldOne(draft, units, dumps, e);
  return draft;
}

/**
 * A copy that fold may change: new arrays and a new object for each unit, dump and attrition entry,
 * whose top-level fields are all fold ever assigns. Nested objects (throw ranges, Extender ranges)
 * are shared: fold never changes them. ~1 ms for 10,000 units, where a JSON copy takes ~30.
 */
export function copyState(state: CampaignState): CampaignState {
  return {
    clock: { ...state.clock },
    units: state.units.map((u) => ({ ...u })),
    dumps: state.dumps.map((d) => ({ ...d })),
    deadPile: (state.deadPile ?? []).map((u) => ({ ...u })),
    track: (state.track ?? []).map((t) => ({ ...t, unit: { ...t.unit } })),
    pendingAttrition: (state.pendingAttrition ?? []).map((p) => ({ ...p, units: [...p.units] })),
    fueledFormations: (state.fueledFormations ?? []).map((f) => ({ ...f })),
    fuelThrownFrom: (state.fuelThrownFrom ?? []).map((f) => ({ ...f })),
    pools: (state.pools ?? []).map((p) => ({ ...p, hexes: [...p.hexes], units: p.units.map((u) => ({ ...u })) })),
    fortressesLost: [...(state.fortressesLost ?? [])],
    supplyJudged: [...(state.supplyJudged ?? [])],
    eliminationRolled: [...(state.eliminationRolled ?? [])],
    resourceTrack: (state.resourceTrack ?? []).map((r) => ({ ...r })),
    budgets: (state.budgets ?? []).map((b) => ({ ...b })),
    dice: state.dice ?? 'app',
  };
}

function foldOne(
  draft: CampaignState,
  units: Map<string, CampaignState['units'][number]>,
  dumps: Map<string, CampaignState['dumps'][number]>,
  e: GameEvent,
): void {
  const unit = (id: string) => {
    const u = units.get(id);
    if (!u) throw new Error(`event log names unit "${id}", which the campaign does not have`);
    return u;
  };
  const dump = (id: string) => {
    const d = dumps.get(id);
    if (!d) throw new Error(`event log names dump "${id}", which the campaign does not have`);
    return d;
  };
  const addDump = (d: CampaignState['dumps'][number]) => {
    draft.dumps.push({ ...d });
    dumps.set(d.id, draft.dumps[draft.dumps.length - 1]!);
  };
  const addUnit = (u: CampaignState['units'][number]) => {
    draft.units.push({ ...u });
    units.set(u.id, draft.units[draft.units.length - 1]!);
  };
  const removeUnits = (ids: ReadonlySet<string>) => {
    draft.units = draft.units.filter((u) => !ids.has(u.id));
    for (const id of ids) units.delete(id);
  };
  const removeUnit = (id: string) => removeUnits(new Set([id]));
  /** GC 16.G.3: a pocket's pool (pool letters are per side) */
  const poolOf = (id: string, side: string | undefined) =>
    (draft.pools ?? []).find((p) => p.id === id && (side === undefined || p.side === side));
  switch (e.type) {
    case 'unitMoved':
      unit(e.unit).hex = e.to;
      // OCS 12.1b: SP loaded on a Transport Point go where it goes
      for (const d of draft.dumps) if (d.on === e.unit) d.hex = e.to;
      return;
    case 'unitCreated':
      addUnit(e.unit);
      return;
    case 'unitsImported':
      for (const u of e.units) addUnit(u);
      (draft.track ??= []).push(...e.track.map((t) => ({ ...t, unit: { ...t.unit } })));
      return;
    case 'gameEdited':
      // the game, not the state: the service folds these over the campaign's game (game-edit-command.ts)
      return;
    case 'unitEdited':
      foldUnitEdited(unit(e.unit), e.to);
      return;
    case 'unitStepsSet':
      unit(e.unit).steps = e.to;
      return;
    case 'unitEliminated':
      removeUnit(e.unit);
      return;
    case 'unitModeSet':
      unit(e.unit).mode = e.to;
      return;
    case 'dumpCreated':
      addDump(e.dump);
      return;
    case 'dumpAmountSet':
      dump(e.dump).amount = e.to;
      return;
    case 'phaseAdvanced':
      draft.clock = { ...e.to };
      // attrition is rolled once per hex per Supply Phase: what was settled is forgotten now
      draft.pendingAttrition = (draft.pendingAttrition ?? []).filter((p) => !p.done);
      // what lasts one phase only: single-unit fuel (OCS 12.5c C), the leapfrog and blowing
      // limits (12.2a, 12.11a), the HQs' fuel-throw locations (12.5e)
      for (const u of draft.units) if (u.fuel === 'phase') delete u.fuel;
      for (const d of draft.dumps) {
        delete d.arrived;
        delete d.movedBy;
        delete d.blown;
      }
      draft.fuelThrownFrom = [];
      // GC 17.D.2: SP are spent on a unit once per supply expenditure step
      for (const u of draft.units) delete u.resupplied;
      draft.supplyJudged = [];
      draft.eliminationRolled = [];
      return;
    case 'supplyDetermined':
      if (!(draft.supplyJudged ??= []).includes(e.side)) draft.supplyJudged.push(e.side);
      return;
    case 'diceSet':
      draft.dice = e.to;
      return;
    case 'dumpSpent':
      dump(e.dump).amount -= e.tokens;
      return;
    case 'dumpBlown': {
      const d = dump(e.dump);
      d.amount -= e.destroyed;
      d.blown = true;
      return;
    }
    case 'dumpCaptured':
      dump(e.dump).amount -= e.captured + e.destroyed;
      if (e.captured > 0) addDump(e.into);
      return;
    case 'transportCaptured': {
      unit(e.unit);
      removeUnit(e.unit);
      if (e.into) addUnit(e.into);
      return;
    }
    case 'supplyMoved': {
      dump(e.from).amount -= e.tokens;
      if (e.newDump) addDump(e.newDump);
      const to = dump(e.to);
      to.amount += e.tokens;
      // 12.2a: unloaded or shipped SP cannot be loaded again this phase; loaded SP keep their transport type
      if (e.action === 'load' && e.by !== 'slp') to.movedBy = e.by;
      else to.arrived = (to.arrived ?? 0) + e.tokens;
      return;
    }
    case 'fuelPaid':
      for (const id of e.units) unit(id).fuel = e.method;
      if (e.formation) (draft.fueledFormations ??= []).push({ formation: e.formation, side: e.side });
      if (e.hq && e.hex) (draft.fuelThrownFrom ??= []).push({ hq: e.hq, hex: e.hex });
      return;
    case 'fuelExpired':
      for (const u of draft.units) if (u.side === e.side && u.fuel) delete u.fuel;
      draft.fueledFormations = (draft.fueledFormations ?? []).filter((f) => f.side !== e.side);
      return;
    case 'internalsUsed':
      unit(e.unit).internals = e.to;
      return;
    case 'internalsRecovered': {
      const u = unit(e.unit);
      if (e.to) u.internals = e.to;
      else delete u.internals;
      return;
    }
    case 'combatSupplied':
      return;
    case 'outOfSupplyMarked':
      unit(e.unit).outOfSupplySince = e.turn;
      return;
    case 'outOfSupplyCleared':
      delete unit(e.unit).outOfSupplySince;
      return;
    case 'noTraceStarted':
      unit(e.unit).noTraceSince = e.turn;
      return;
    case 'noTraceEnded':
      delete unit(e.unit).noTraceSince;
      return;
    case 'attritionRolled':
      draft.pendingAttrition = [
        ...(draft.pendingAttrition ?? []).filter((p) => p.hex !== e.hex || p.side !== e.side),
        { hex: e.hex, side: e.side, steps: e.result, units: e.units, done: e.result === 0 },
      ];
      return;
    case 'attritionLossesTaken': {
      for (const l of e.losses) {
        const u = unit(l.unit);
        u.steps -= l.steps;
        if (u.steps <= 0) {
          removeUnit(u.id);
          (draft.deadPile ??= []).push({ ...u, steps: 0 });
        }
      }
      for (const p of draft.pendingAttrition ?? [])
        if (p.hex === e.hex && p.units.includes(e.losses[0]?.unit ?? '')) p.done = true;
      return;
    }
    case 'breakoutRolled': {
      const u = unit(e.unit);
      removeUnit(u.id);
      if (e.outcome === 'dead-pile') (draft.deadPile ??= []).push(u);
      else {
        // OCS 12.8e: a returning unit keeps its step losses and loses every other marker
        const back = { ...u };
        delete back.outOfSupplySince;
        delete back.noTraceSince;
        back.mode = 'combat';
        (draft.track ??= []).push({
          turn: e.returnTurn!,
          unit: back,
          note: `back from breakout at ${e.hex} (turn ${draft.clock.turn})`,
        });
      }
      return;
    }
    case 'extenderCreated':
      removeUnits(new Set(e.from));
      addUnit(e.extender);
      return;
    case 'extenderDisbanded':
      removeUnit(e.extender);
      addUnit(e.into);
      return;
    case 'extenderCollapsed': {
      const x = unit(e.extender);
      removeUnit(e.extender);
      (draft.deadPile ??= []).push(x);
      return;
    }
    case 'supplyLevelSet': {
      const u = unit(e.unit);
      if (e.to === null) delete u.uLevel;
      else u.uLevel = e.to;
      if (e.resupply) u.resupplied = true;
      return;
    }
    case 'isolationSet': {
      const u = unit(e.unit);
      if (e.to === null) delete u.isolated;
      else u.isolated = e.to;
      return;
    }
    case 'eliminationRolled': {
      const u = unit(e.unit);
      // GC 17.E: one roll per unit per phase; the side's rolls are done
      if (!(draft.eliminationRolled ??= []).includes(u.side)) draft.eliminationRolled.push(u.side);
      if (e.outcome === 'reduced') u.steps = 1;
      if (e.outcome !== 'eliminated') return;
      removeUnit(u.id);
      const pool = e.pool ? poolOf(e.pool, u.side) : undefined;
      // GC 16.G.3: into the pocket's pool, or the Eliminated Isolated box
      if (pool) pool.units.push({ ...u, steps: 0 });
      else (draft.deadPile ??= []).push({ ...u, steps: 0, eliminatedIsolated: true });
      return;
    }
    case 'poolFormed':
      (draft.pools ??= []).push({ id: e.pool, side: e.side, hexes: [...e.hexes], rp: 0, units: [] });
      return;
    case 'pocketEliminated': {
      const pool = poolOf(e.pool, e.side);
      const gone = new Set(e.units);
      const dead = draft.units.filter((u) => gone.has(u.id));
      removeUnits(gone);
      // GC 16.G.3: the pocket's units and its pool's go to the Eliminated Isolated box; its RPs are lost
      for (const u of [...dead, ...(pool?.units ?? [])])
        (draft.deadPile ??= []).push({ ...u, steps: 0, eliminatedIsolated: true });
      draft.pools = (draft.pools ?? []).filter((p) => p.id !== e.pool || p.side !== pool?.side);
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
        (draft.deadPile ??= []).push({ ...u });
      }
      return;
    }
    case 'budgetUsed': {
      const b = (draft.budgets ??= []).find((x) => x.side === e.side && x.turn === e.turn && x.kind === e.kind);
      if (b) b.used += e.amount;
      else draft.budgets.push({ side: e.side, turn: e.turn, kind: e.kind, used: e.amount });
      return;
    }
    case 'poolRpSet': {
      const pool = poolOf(e.pool, e.side);
      if (pool) pool.rp = e.to;
      return;
    }
    case 'fortressLost':
      if (!(draft.fortressesLost ??= []).includes(e.hex)) draft.fortressesLost.push(e.hex);
      return;
    case 'resourceConverted':
      dump(e.from).amount -= e.spent;
      if (e.newDump) addDump(e.newDump);
      {
        // GC 19.G: converted points may not be used or moved in the phase they are converted
        const to = dump(e.to);
        to.amount += e.got;
        to.arrived = (to.arrived ?? 0) + e.got;
      }
      return;
    case 'resourceScheduled':
      (draft.resourceTrack ??= []).push({ turn: e.turn, side: e.side, hex: e.hex, amount: e.amount, note: e.note });
      return;
    case 'resourceArrived': {
      const due = (draft.resourceTrack ??= []).findIndex(
        (r) => r.side === e.side && r.hex === e.hex && r.amount === e.amount && r.note === e.note,
      );
      if (due >= 0) draft.resourceTrack.splice(due, 1);
      if (e.newDump) addDump(e.newDump);
      dump(e.to).amount += e.amount;
      return;
    }
    case 'unitReturned':
      draft.track = (draft.track ?? []).filter((t) => t.unit.id !== e.unit.id);
      addUnit({ ...e.unit, hex: e.hex });
      return;
  }
}
