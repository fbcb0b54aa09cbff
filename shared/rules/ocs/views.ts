import type { GameDefinition } from '../../model/game-schema.js';
import { ocsUnitType } from './game-parts.js';
import type { OcsRules, OcsUnit, OcsCampaignState, OcsDump } from './state.js';
import type { RulesetViews } from '../../engine/ruleset-views.js';

/** What the OCS part of a campaign shows: the attrition waiting for its owner's choice (OCS 12.8b). */
export interface OcsStateView {
  /** attrition rolled and waiting for the owner to choose the steps lost */
  pendingAttrition: OcsCampaignState['pendingAttrition'];
}

/** What OCS adds to a unit's view. */
export interface OcsUnitView {
  /** OCS 12.7: a transport type with an Extender on its back, not organic, not an Extender already */
  canFormExtender: boolean;
  /** OCS 12.7: an Extender's range, e.g. "6 MP Truck"; null for any other unit */
  extender: string | null;
}

/** What OCS adds to a dump's view. */
export interface OcsDumpView {
  /** OCS 12.11a: blown this phase (once a phase) */
  blown: boolean;
}

/** The OCS parts of the views: its markers as chits on the counter, its dumps' marks, and its campaign arrays. */
export const OCS_VIEWS = {
  unit: (u: OcsUnit, game: GameDefinition): OcsUnitView => {
    const t = game.unitTypes.find((x) => x.id === u.type);
    const o = t && ocsUnitType(t);
    const mobility = (id: string) => game.mobilities.find((m) => m.id === id)?.name ?? id;
    return {
      canFormExtender: !u.extender && t?.symbol === 'transport' && !!o?.extender && !o.organic,
      extender: u.extender ? `${u.extender.mp} MP ${mobility(u.extender.mobility)}` : null,
    };
  },
  // OCS 12.7: an Extender's counter reads as one, not as the Transport Points it was formed from
  counterFoot: (u: OcsUnit): string | null => (u.extender ? 'Ext' : null),
  dump: (d: OcsDump): OcsDumpView => ({ blown: d.blown ?? false }),
  // OCS 12.10b-c internal stocks Low / Exhausted, OCS 12.5c fuel
  chits: (u: OcsUnit) => [
    ...(u.ocs?.internals === 'low' ? ['Low'] : []),
    ...(u.ocs?.internals === 'exhausted' ? ['Exh'] : []),
    ...(u.ocs?.fuel ? ['Fuel'] : []),
  ],
  state: (state): OcsStateView => ({ pendingAttrition: state.rules.ocs.pendingAttrition }),
} satisfies RulesetViews<OcsRules>;
