import type { Clock, Dump } from '../model/campaign-schema.js';
import {
  isEngineEvent,
  spendReasons,
  type GameEvent,
  type RulesetEvent,
  type RulesetEvents,
  type SpendReason,
} from './events.js';

/**
 * The supply ledger (OCS 12.1, 12.3): every change to every dump as one signed entry, read off the
 * events. A dump's balance is the sum of its entries, so the ledger and the campaign state can
 * never disagree (ledger.property.test.ts folds random logs to prove it).
 */
export const ledgerReasons = [
  'opening',
  'received',
  'adjusted',
  ...spendReasons,
  'blown',
  'captured',
  'moved',
  'converted',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

export interface LedgerDelta {
  dump: string;
  /** the side the SP belong to (12.1d) */
  owner: string;
  hex: string;
  /** signed, in the ruleset's smallest unit */
  amount: number;
  reason: LedgerReason;
  units: string[];
  /** the event it came from: its index among its command's events */
  event: number;
  /** the turn it is ledgered under when not the command's (GC 19.B.1: SRPs arriving at the start of turn N) */
  turn?: number;
  /** the side and phase it is ledgered under when not the command's: the phase the points arrive in */
  side?: string;
  phase?: string;
}

/** The setup's dumps as opening balances. */
export function openingLedger(dumps: readonly Dump[]): LedgerDelta[] {
  return dumps
    .filter((d) => d.amount !== 0)
    .map((d) => ({ dump: d.id, owner: d.side, hex: d.hex, amount: d.amount, reason: 'opening', units: [], event: -1 }));
}

/**
 * Walks a log command by command, knowing each dump's owner, place and amount as the events left
 * them, and turns each command's events into ledger entries.
 */
export class LedgerWalker {
  private readonly dumps = new Map<string, { owner: string; hex: string; amount: number }>();
  private readonly carriers = new Map<string, Set<string>>();

  constructor(
    dumps: readonly Dump[],
    /** the rulesets' own events that change dumps: the registry gives every registered ruleset's */
    private readonly rules: readonly RulesetEvents<RulesetEvent>[] = [],
  ) {
    for (const d of dumps) this.add(d);
  }

  /** The ledger entries of one command's events (and the walker moves past them). */
  deltas(events: readonly (GameEvent | RulesetEvent)[]): LedgerDelta[] {
    const out: LedgerDelta[] = [];
    events.forEach((e, k) => {
      const entry = (
        dump: string,
        amount: number,
        reason: LedgerReason,
        units: string[] = [],
        when?: number | Clock,
      ) => {
        const d = this.dumps.get(dump);
        if (!d) throw new Error(`event log names dump "${dump}", which the campaign does not have`);
        d.amount += amount;
        if (amount !== 0)
          out.push({ dump, owner: d.owner, hex: d.hex, amount, reason, units, event: k, ...dated(when) });
      };
      if (!isEngineEvent(e)) {
        this.rules.find((r) => r.owns(e))?.ledger?.(e, { entry, add: (d) => this.add(d) });
        return;
      }
      switch (e.type) {
        case 'dumpCreated':
          this.add({ ...e.dump, amount: 0 });
          entry(e.dump.id, e.dump.amount, 'received');
          return;
        case 'dumpAmountSet':
          entry(e.dump, e.to - (this.dumps.get(e.dump)?.amount ?? e.from), 'adjusted');
          return;
        case 'dumpSpent':
          entry(e.dump, -e.tokens, e.reason satisfies SpendReason, e.units);
          return;
        case 'dumpCaptured':
          entry(e.dump, -(e.captured + e.destroyed), 'captured', [e.by]);
          if (e.captured > 0) {
            this.add({ ...e.into, amount: 0 });
            entry(e.into.id, e.into.amount, 'captured', [e.by]);
          }
          return;
        case 'supplyMoved':
          entry(e.from, -e.tokens, 'moved');
          if (e.newDump) this.add({ ...e.newDump, amount: 0 });
          entry(e.to, e.tokens, 'moved');
          return;
        case 'unitMoved':
          // SP loaded on a Transport Point move with it (12.1b): later entries name the new hex
          for (const id of this.carriers.get(e.unit) ?? []) this.dumps.get(id)!.hex = e.to;
          return;
        default:
          return;
      }
    });
    return out;
  }

  private add(d: Dump): void {
    this.dumps.set(d.id, { owner: d.side, hex: d.hex, amount: d.amount });
    if (d.on) {
      const set = this.carriers.get(d.on) ?? new Set<string>();
      set.add(d.id);
      this.carriers.set(d.on, set);
    }
  }
}

/** A ledger row dated other than its command: a turn, or the whole clock of the phase it belongs to. */
function dated(when: number | Clock | undefined): Pick<LedgerDelta, 'turn' | 'side' | 'phase'> {
  if (when === undefined) return {};
  if (typeof when === 'number') return when ? { turn: when } : {};
  return { turn: when.turn, side: when.side, phase: when.phase };
}
