import {
  type GcRules,
  type GcState,
  type GcUnit,
  supplyPoolsOf,
  type GcCampaignState,
  type SupplyPool,
} from './state.js';
import type { RulesetViews, ViewShow } from '../../engine/ruleset-views.js';

/** What the grand campaign adds to a unit's view. */
export interface GcUnitView {
  /** GC 19.A.4: an airbase's capacity and strategic flag, or null */
  airbase?: { capacity: number; strategic: boolean } | null;
}

/** What the grand-campaign part of a campaign shows; units are shown as the generic view shows them (U). */
export interface GcStateView<U> {
  /** GC 16.G.3: isolated pockets' pools: their hexes, replacement points and eliminated units */
  pools: Array<Omit<GcCampaignState['pools'][number], 'units'> & { units: U[] }>;
  /** GC 19.B.1: SRPs on the turn record track */
  resourceTrack: Array<GcCampaignState['resourceTrack'][number] & { amountText: string }>;
  /** GC 19.A, 19.D: national and theatre supply pools off the map, amounts in twelfths */
  supplyPools?: Array<
    Omit<SupplyPool, 'nation' | 'resource'> & {
      nation: string | null;
      /** the nation as the game names it ("German") */
      nationName: string | null;
      resource: string;
      amountText: string;
    }
  >;
}

/** The grand-campaign parts of the views: its markers, its airbases, its pools and track. */
export const GC_VIEWS = {
  unit: (u: GcUnit): GcUnitView => ({ airbase: u.gc?.airbase ?? null }),
  // GC 16.G: the isolation marker
  chits: (u: GcUnit) => (u.gc?.isolated ? ['ISO'] : []),
  state: <U>(state: GcState, show: ViewShow<U>): GcStateView<U> => ({
    pools: state.rules.gc.pools.map((p) => ({ ...p, units: p.units.map(show.unit) })),
    resourceTrack: state.rules.gc.resourceTrack.map((r) => ({ ...r, amountText: show.amount('srp', r.amount) })),
    supplyPools: supplyPoolsOf(state).map((p) => ({
      ...p,
      nation: p.nation ?? null,
      nationName: p.nation ? (show.game.nations.find((n) => n.id === p.nation)?.name ?? p.nation) : null,
      resource: p.resource ?? 'sp',
      amountText: show.amount(p.resource ?? 'sp', p.amount),
    })),
  }),
  // GC 19.A, 19.D: the supply pools are the ledger's accounts off the map, named as the referee named them
  offMapAccountNames: (state) => new Map(supplyPoolsOf(state).map((p) => [p.id, p.name])),
  // GC 19.B.1: SRPs recovered from dismantling, due on the track
  arrivals: (state, turn, show) =>
    state.rules.gc.resourceTrack
      .filter((e) => e.turn === turn)
      .map((e, k) => ({
        unit: `srp-${k}-${e.hex}`,
        name: `${show.amount('srp', e.amount)} at ${e.hex}`,
        note: e.note,
      })),
} satisfies RulesetViews<GcRules>;
