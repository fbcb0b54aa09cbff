import type { OcsRules } from './state.js';
import type { Irreversible } from '../../engine/ruleset.js';
import type { Capabilities } from '../../engine/capabilities.js';
import { eatingDumps } from './eating-dumps.js';
import { fuelProposalView } from './fuel-proposal-view.js';

/** OCS section 12's named parts: fuel (12.5), eating (12.6c), attrition (12.8), Extenders (12.7), logistics. */
export const OCS_CAPABILITIES: Capabilities<OcsRules> = {
  fuel: {
    summary: 'OCS 12.5: fuel paid before units move, the cheapest payment proposed',
    commands: ['fuel.pay'],
    propose: (ctx, state, side, units) => fuelProposalView(ctx.game, ctx.graph, state, side, units),
  },
  eating: {
    summary: 'OCS 12.6c-d: eating off the map in the Supply Phase, or starving',
    commands: [],
    reportSection: 'eating',
    dumpsFor: (ctx, state, side, unit) => eatingDumps(ctx.game, ctx.graph, state, side, unit),
  },
  attrition: {
    summary: 'OCS 12.8: attrition and breakout of units out of supply, and the turn record track',
    commands: ['attrition.roll', 'attrition.takeLosses', 'breakout.roll', 'track.place'],
  },
  extenders: {
    summary: 'OCS 12.7: Extenders formed from Transport Points, flipped back and collapsed',
    commands: ['extender.create', 'extender.disband', 'extender.collapse'],
  },
  logistics: {
    summary: 'OCS 12.2-12.11: spending, blowing, shipping and capturing supply',
    commands: ['supply.spend', 'dump.blow', 'supply.ship', 'transport.capture'],
  },
};

/** What the table cannot take back in OCS (the app asks first): 12.11a, 12.11b. */
export const OCS_IRREVERSIBLE: Readonly<Record<string, Irreversible>> = {
  'dump.blow': { why: 'the dump is blown up', dumpGone: true },
  'transport.capture': { why: 'it changes hands' },
};
