import type { DiceRoll } from '../../engine/dice.js';
import type { EngineEvent, LedgerBook, LogKind, RulesetEvents } from '../../engine/events.js';
import type { FoldDraft } from '../../engine/fold.js';
import type { RefereeNames } from '../../engine/referee-names.js';
import { setUnitRules } from '../../model/campaign-schema.js';
import type { OcsRules, OcsState, OcsUnit } from './state.js';

/** The OCS rules' own events: facts in the log, with what was there before, so that they read alone. */
export type OcsOwnEvent =
  | {
      type: 'dumpBlown';
      dump: string;
      hex: string;
      attempted: number;
      dice: DiceRoll;
      percent: number;
      destroyed: number;
    }
  | {
      type: 'transportCaptured';
      unit: string;
      hex: string;
      by: string;
      dice: DiceRoll;
      percent: number;
      captured: number;
      destroyed: number;
      into: OcsUnit | null;
    }
  | {
      type: 'fuelPaid';
      side: string;
      method: 'formation' | 'hq' | 'phase';
      units: string[];
      formation?: string;
      hq?: string;
      hex?: string;
    }
  | { type: 'fuelExpired'; side: string }
  | { type: 'internalsUsed'; unit: string; from: 'low' | 'exhausted' | null; to: 'low' | 'exhausted' }
  | { type: 'internalsRecovered'; unit: string; from: 'low' | 'exhausted'; to: 'low' | null }
  | { type: 'noTraceStarted'; unit: string; turn: number }
  | { type: 'noTraceEnded'; unit: string }
  | {
      type: 'attritionRolled';
      hex: string;
      side: string;
      dice: DiceRoll;
      column: string;
      outOfSupplySteps: number;
      result: number;
      units: string[];
    }
  | { type: 'attritionLossesTaken'; hex: string; losses: Array<{ unit: string; steps: number }> }
  | {
      type: 'breakoutRolled';
      unit: string;
      hex: string;
      dice: DiceRoll;
      drm: number;
      total: number;
      outcome: 'dead-pile' | 'returns';
      returnDice?: DiceRoll;
      returnTurn?: number;
      conditions: string;
    }
  | { type: 'unitReturned'; unit: OcsUnit; hex: string }
  | { type: 'extenderCreated'; extender: OcsUnit; from: string[] }
  | { type: 'extenderDisbanded'; extender: string; into: OcsUnit }
  | { type: 'extenderCollapsed'; extender: string; hex: string; by: string | null };

/** The events the OCS rules emit and read: the engine's and their own. */
export type GameEvent = EngineEvent | OcsOwnEvent;

const TYPES: ReadonlySet<string> = new Set<OcsOwnEvent['type']>([
  'dumpBlown',
  'transportCaptured',
  'fuelPaid',
  'fuelExpired',
  'internalsUsed',
  'internalsRecovered',
  'noTraceStarted',
  'noTraceEnded',
  'attritionRolled',
  'attritionLossesTaken',
  'breakoutRolled',
  'unitReturned',
  'extenderCreated',
  'extenderDisbanded',
  'extenderCollapsed',
]);

/** The OCS rules' events, as the registry hands them to fold, the ledger and the log. */
export const OCS_EVENTS: RulesetEvents<OcsOwnEvent, OcsRules> = {
  owns: (e): e is OcsOwnEvent => TYPES.has(e.type),
  fold,
  phaseAdvanced,
  describe,
  kind: (e) => KINDS[e.type] ?? 'other',
  ledger,
};

/** Which log a referee files each event under (the Log's filters). */
const KINDS: Partial<Record<OcsOwnEvent['type'], LogKind>> = {
  attritionRolled: 'attrition',
  attritionLossesTaken: 'attrition',
  breakoutRolled: 'breakout',
  unitReturned: 'breakout',
  extenderCollapsed: 'elimination',
};

/**
 * What lasts one phase only: the blowing limit (OCS 12.11a), attrition settled (each hex rolls once a Supply Phase, OCS 12.8b),
 * single-unit fuel (12.5c C), the HQs' fuel-throw locations (12.5e).
 */
function phaseAdvanced(draft: OcsState): void {
  // OCS 12.11a: a dump is blown at most once a phase
  for (const d of draft.dumps) delete d.blown;
  draft.rules.ocs.pendingAttrition = draft.rules.ocs.pendingAttrition.filter((p) => !p.done);
  for (const u of draft.units) if (u.ocs?.fuel === 'phase') setUnitRules(u, 'ocs', { fuel: undefined });
  draft.rules.ocs.fuelThrownFrom = [];
}

function fold(f: FoldDraft<OcsRules>, e: OcsOwnEvent): void {
  const { draft, unit, dump, addUnit, removeUnit, removeUnits } = f;
  switch (e.type) {
    case 'dumpBlown': {
      const d = dump(e.dump);
      d.amount -= e.destroyed;
      d.blown = true;
      return;
    }
    case 'transportCaptured': {
      unit(e.unit);
      removeUnit(e.unit);
      if (e.into) addUnit(e.into);
      return;
    }
    case 'fuelPaid':
      for (const id of e.units) setUnitRules(unit(id), 'ocs', { fuel: e.method });
      if (e.formation) draft.rules.ocs.fueledFormations.push({ formation: e.formation, side: e.side });
      if (e.hq && e.hex) draft.rules.ocs.fuelThrownFrom.push({ hq: e.hq, hex: e.hex });
      return;
    case 'fuelExpired':
      for (const u of draft.units) if (u.side === e.side && u.ocs?.fuel) setUnitRules(u, 'ocs', { fuel: undefined });
      draft.rules.ocs.fueledFormations = draft.rules.ocs.fueledFormations.filter((f) => f.side !== e.side);
      return;
    case 'internalsUsed':
      setUnitRules(unit(e.unit), 'ocs', { internals: e.to });
      return;
    case 'internalsRecovered':
      setUnitRules(unit(e.unit), 'ocs', { internals: e.to ?? undefined });
      return;
    case 'noTraceStarted':
      setUnitRules(unit(e.unit), 'ocs', { noTraceSince: e.turn });
      return;
    case 'noTraceEnded':
      setUnitRules(unit(e.unit), 'ocs', { noTraceSince: undefined });
      return;
    case 'attritionRolled':
      draft.rules.ocs.pendingAttrition = [
        ...draft.rules.ocs.pendingAttrition.filter((p) => p.hex !== e.hex || p.side !== e.side),
        { hex: e.hex, side: e.side, steps: e.result, units: e.units, done: e.result === 0 },
      ];
      return;
    case 'attritionLossesTaken': {
      for (const l of e.losses) {
        const u = unit(l.unit);
        u.steps -= l.steps;
        if (u.steps <= 0) {
          removeUnit(u.id);
          draft.deadPile.push({ ...u, steps: 0 });
        }
      }
      for (const p of draft.rules.ocs.pendingAttrition)
        if (p.hex === e.hex && p.units.includes(e.losses[0]?.unit ?? '')) p.done = true;
      return;
    }
    case 'breakoutRolled': {
      const u = unit(e.unit);
      removeUnit(u.id);
      if (e.outcome === 'dead-pile') draft.deadPile.push(u);
      else {
        // OCS 12.8e: a returning unit "retains any step loss marker, but loses all other markers
        // (Low ammo, DG, etc.)": Out of Supply, Low or Exhausted, fuel, its spell without trace, its mode
        const back = { ...u };
        delete back.outOfSupplySince;
        delete back.ocs;
        back.mode = 'combat';
        draft.track.push({
          turn: e.returnTurn!,
          unit: back,
          note: `back from breakout at ${e.hex} (turn ${draft.clock.turn})`,
        });
      }
      return;
    }
    case 'unitReturned':
      draft.track = draft.track.filter((t) => t.unit.id !== e.unit.id);
      addUnit({ ...e.unit, hex: e.hex });
      return;
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
      draft.deadPile.push(x);
      return;
    }
  }
}

/** One line of the campaign log in words, as a referee would write it in the margin. */
function describe(e: OcsOwnEvent, amount: (n: number) => string, name: RefereeNames): string {
  switch (e.type) {
    case 'dumpBlown':
      return `the dump at ${e.hex}: blowing ${amount(e.attempted)}, die ${e.dice.faces.join('')} (${e.dice.source === 'rolled' ? `rolled, seed ${e.dice.seed}` : 'entered'}) → ${e.percent}%, ${amount(e.destroyed)} destroyed`;
    case 'transportCaptured':
      return `${name(e.unit)} at ${e.hex} captured by ${name(e.by)}: die ${e.dice.faces.join('')} → ${e.percent}%, ${e.captured} point${e.captured === 1 ? '' : 's'} taken${e.destroyed ? `, ${e.destroyed} destroyed` : ''}`;
    case 'fuelPaid':
      return e.method === 'formation'
        ? `formation ${e.formation} fuelled until its Clean Up Phase`
        : e.method === 'hq'
          ? `Fuel marker on ${name(e.hq ?? '')}${e.hex ? ` (throws from ${e.hex})` : ''}: ${e.units.map(name).join(', ')}`
          : `fuelled for this phase: ${e.units.map(name).join(', ')}`;
    case 'fuelExpired':
      return `${name.side(e.side)} Fuel markers removed and formations unfuelled (Clean Up)`;
    case 'internalsUsed':
      return `${name(e.unit)} uses internal stocks: ${e.to === 'low' ? 'Low' : 'Exhausted'}`;
    case 'internalsRecovered':
      return `${name(e.unit)} recovers internal stocks: ${e.from === 'low' ? 'Low' : 'Exhausted'} → ${e.to === 'low' ? 'Low' : 'full'}`;
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
      return `Extender ${e.extender.name} formed at ${e.extender.hex} from ${e.from.map(name).join(', ')}`;
    case 'extenderDisbanded':
      return `Extender ${name(e.extender)} flipped back to ${e.into.name}`;
    case 'extenderCollapsed':
      return `Extender ${name(e.extender)} at ${e.hex} collapsed${e.by ? ` (${name(e.by)} entered)` : ''}`;
  }
}

/** The ledger entries of the events that change dumps. */
function ledger(e: OcsOwnEvent, book: LedgerBook): void {
  const { entry } = book;
  switch (e.type) {
    case 'dumpBlown':
      entry(e.dump, -e.destroyed, 'blown');
      return;
  }
}
