import type { CampaignState, Dump } from '../model/campaign-schema.js';

/**
 * The accounts the supply ledger opens with: every dump, and every off-map supply pool (GC 19.A's
 * national pools and 19.D's theatre pools) as an account at the place "pool", so that points taken
 * from a pool are ledger rows with a true running balance.
 */
export function ledgerAccounts(state: CampaignState): Dump[] {
  return [
    ...state.dumps,
    ...(state.rules.gc.supplyPools ?? []).map((p) => ({
      id: p.id,
      side: p.side,
      hex: 'pool',
      amount: p.amount,
      captured: false,
      ...(p.resource ? { resource: p.resource } : {}),
    })),
  ];
}
