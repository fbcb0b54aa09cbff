import * as z from 'zod';
import type { LedgerLine, LedgerTotals } from './engine/ledger-report.js';

/**
 * The app's calls for the supply ledger (spread into shared/api.ts): every change to every dump
 * with running balances, filtered as the Ledger tab asks, shown or written as CSV.
 */
const ledgerFilter = z
  .object({
    side: z.string().min(1).max(64).optional(),
    dump: z.string().min(1).max(64).optional(),
    turn: z.int().min(1).max(100_000).optional(),
    phase: z.string().min(1).max(64).optional(),
    reason: z.string().min(1).max(32).optional(),
    /** GC 19: which points' ledger (sp, srp, chit); absent: the system's supply */
    resource: z.string().min(1).max(16).optional(),
  })
  .strict();

export const ledgerApiRequests = {
  'ledger.list': ledgerFilter,
  'ledger.csv': ledgerFilter,
} as const;

export interface LedgerView {
  lines: LedgerLine[];
  totals: LedgerTotals[];
  /** what the filters can choose from */
  sides: Array<{ id: string; name: string }>;
  dumps: string[];
  turns: number[];
  phases: string[];
  reasons: string[];
  /** each dump as the referee names it ("Axis dump at 1723", a pool by its name), by id */
  dumpLabels: Record<string, string>;
  /** each phase as the Turns tab names it ("Aircraft Refit Phase"), by id */
  phaseLabels: Record<string, string>;
  /** each unit the rows name, by its counter's name ("2/5 Pz"), by id */
  unitLabels: Record<string, string>;
  /** the kinds of points with a ledger of their own (GC: SP, SRP, Offensive Chits); one entry where there is only supply */
  resources: Array<{ id: string; label: string }>;
  /** the shown ledger's kind */
  resource: string;
}

export interface LedgerApiResponses {
  /** the supply ledger: every change to every dump with running balances, filtered; totals and stock per side and turn */
  'ledger.list': LedgerView;
  'ledger.csv': { csv: string; rows: number };
}
