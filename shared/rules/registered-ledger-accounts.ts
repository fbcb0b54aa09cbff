import type { CampaignState, Dump } from '../model/campaign-schema.js';
import { allRulesets } from './rulesets.js';

/**
 * The accounts the supply ledger opens with: every dump, and the accounts each ruleset keeps off the
 * map (Ruleset.offMapAccounts: GC 19.A's national pools and 19.D's theatre pools, at the place
 * "pool"), so that points taken from a pool are ledger rows with a true running balance.
 */
export function ledgerAccounts(state: CampaignState): Dump[] {
  return [...state.dumps, ...allRulesets().flatMap((r) => r.offMapAccounts?.(state) ?? [])];
}
