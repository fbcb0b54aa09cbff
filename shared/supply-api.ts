import * as z from 'zod';
import type { FuelProposalView } from './rules/ocs/fuel-proposal-view.js';
import type { SupplyReport } from './engine/ruleset.js';
import type { EatingDumpView } from './engine/capabilities.js';
import type { VerdictChange } from './engine/verdict-changes.js';

/**
 * The app's calls for supply (spread into shared/api.ts): a side's determination, checked or
 * previewed, its verdicts page by page, what a plan of placements would change, a unit's reach,
 * the ZOC drawn on the map, and the rulesets' own questions (OCS fuelling, eating from dumps).
 */
/** one page of the verdict list: where it starts, how long it is, its filter, search and order */
const verdictPageFields = z.object({
  offset: z.int().min(0),
  limit: z.int().min(1).max(500),
  status: z.array(z.string().min(1).max(64)).max(20).optional(),
  query: z.string().max(120).optional(),
  sort: z.enum(['status', 'hex', 'name']).optional(),
  descending: z.boolean().optional(),
});

export const supplyApiRequests = {
  'supply.preview': z.object({ side: z.string().min(1).max(64) }).strict(),
  /** `page`: the verdict list's first page, sent with the check (the list draws without asking again) */
  'supply.check': z.object({ side: z.string().min(1).max(64), page: verdictPageFields.strict().optional() }).strict(),
  'supply.verdicts': verdictPageFields.extend({ side: z.string().min(1).max(64) }).strict(),
  /** the verdicts a plan of placements would change, for every side; nothing is logged or changed */
  'supply.whatif': z
    .object({
      moves: z
        .array(
          z
            .object({
              unit: z.string().min(1).max(200).optional(),
              dump: z.string().min(1).max(200).optional(),
              hex: z.string().min(1).max(16),
            })
            .strict(),
        )
        .min(1)
        .max(500),
      /** false: the changed verdicts without their reasons, which a drag's banner and marks do not show (true by default) */
      reasons: z.boolean().optional(),
    })
    .strict(),
  'supply.reach': z
    .object({ unit: z.string().min(1).max(64).optional(), dump: z.string().min(1).max(64).optional() })
    .strict(),
  'map.zoc': z.object({ side: z.string().min(1).max(64) }).strict(),
  'fuel.propose': z
    .object({ side: z.string().min(1).max(64), units: z.array(z.string().min(1).max(64)).min(1).max(2000) })
    .strict(),
  'eating.dumps': z.object({ side: z.string().min(1).max(64), unit: z.string().min(1).max(64) }).strict(),
} as const;

/** What a plan of placements changes: each changed verdict with both reasons, and counts per side. */
export interface WhatIfView {
  changes: VerdictChange[];
  counts: Record<string, { changed: number; status: number }>;
}

/** *Check supply*: the determination without each unit's reason and path (those come in pages), with counts per status. */
export type SupplyCheckView = Omit<SupplyReport, 'units'> & {
  units: Array<{ id: string; status: string }>;
  counts: Record<string, number>;
  /** the verdict list's page the check asked for (its `page`), as supply.verdicts would serve it */
  page?: VerdictPage;
};
export type VerdictPageRequest = z.infer<(typeof supplyApiRequests)['supply.verdicts']>;
/** a verdict page without its side: what the verdict list asks for, and may send with a check */
export type VerdictPageQuery = Omit<VerdictPageRequest, 'side'>;
/** One page of the verdict list, filtered and sorted, and how many rows the whole list has. */
export interface VerdictPage {
  total: number;
  offset: number;
  rows: SupplyReport['units'];
}

export interface SupplyApiResponses {
  'supply.preview': SupplyReport;
  'supply.check': SupplyCheckView;
  'supply.verdicts': VerdictPage;
  'supply.whatif': WhatIfView;
  'supply.reach': { hexes: string[]; label: string };
  /** the hexes in a side's ZOC, and those the other side negates */
  'map.zoc': { hexes: string[]; negated: string[] };
  /** OCS 12.5: the cheapest fuelling for these units, before the ruleset's fuel command pays it */
  'fuel.propose': FuelProposalView;
  /** OCS 12.6c: the dumps a unit without trace supply could eat from, for the referee's pick */
  'eating.dumps': EatingDumpView[];
}
