import { OCS_STATE, type OcsRules } from './state.js';
import { ocsGameFields, ocsUnitTypeFields } from './game-parts.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { collapsesAfterMove, extenderStackCheck } from './extenders.js';
import { checkFuelBeforeMove, recordFuelThrow } from './fuel-before-move.js';
import { checkStratModeEnd } from './strat-mode-end.js';
import { OCS_CAPABILITIES, OCS_IRREVERSIBLE } from './capabilities.js';
import { outOfSupplyEffects } from './out-of-supply-effects.js';
import { OCS_COMMAND_TYPES, type OcsCommand } from './commands.js';
import { applyOcsCommand } from './phase-commands.js';
import { formatTokens, parseTokens } from './quantity.js';
import { supplyReach } from './reach.js';
import { ocsWhatIfDrag } from './what-if-drag.js';
import { ocsSupplyReport, ocsSupplyReportOnRequest } from './supply-report.js';
import { ocsUnitMarkers } from './unit-markers.js';
import { checkAdvance, unappliedSupplyPhase } from './sequence-of-play.js';
import { zocHexes } from '../zoc-hexes.js';
import { OCS_ZOC } from './side-context.js';
import { OCS_PHASES } from './phases.js';
import { OCS_UPGRADES } from './format-upgrades.js';

/** The Operational Combat Series, section 12 (Supply). */
export const OCS: Ruleset<OcsRules> = {
  id: 'ocs',
  name: 'Operational Combat Series',
  cites: 'OCS',
  // OCS 12.3, 12.5, 12.7, 12.8: words no other system here uses
  terms: ['Extender', 'throw', 'Transport Point', 'Fuel', 'attrition', 'breakout', 'combat mode', 'formation'],
  hqRange: 'throw range',
  phases: OCS_PHASES,
  // campaigns made before format v3 keep the order they were made with (format-upgrades.ts)
  upgrades: OCS_UPGRADES,
  regimentEquivalents: true,
  formations: true,
  unitModes: [
    { id: 'combat', label: 'combat mode' },
    { id: 'move', label: 'move mode' },
    { id: 'strat', label: 'strat mode' },
    { id: 'dg', label: 'DG' },
    { id: 'reserve', label: 'reserve mode' },
  ],
  supplyDumps: true,
  outOfSupplyRule: 'OCS 12.8d',
  amountUnit: 'T',
  formatAmount: formatTokens,
  parseAmount: parseTokens,
  actionRating: true,
  statusWords: [
    {
      id: 'eats',
      label: 'eats off the map',
      meaning: 'no trace, but fed from a dump in range at 1T per 2 RE (12.6c)',
      color: '#e8b400',
      supplied: true,
      // 12.6d: the referee may let the unit starve instead
      optOut: 'eat',
    },
    {
      id: 'out-of-supply',
      label: 'out of supply',
      meaning: 'neither traces nor eats: marked Out of Supply, checks attrition (12.8)',
      color: '#e0301e',
      supplied: false,
    },
    {
      id: 'in-supply',
      label: 'in supply',
      meaning: 'traces supply: drawn from a source or thrown by an HQ that draws (12.3, 12.6)',
      color: '#2e9e44',
      supplied: true,
    },
    {
      id: 'exempt',
      label: 'needs none',
      meaning: 'non-combat units, and units that air-dropped this turn (12.6h, 12.9)',
      color: '#9aa0a6',
      supplied: true,
    },
  ],
  markers: [
    { id: 'out-of-supply', label: 'Out of Supply (12.8a)' },
    { id: 'low', label: 'Low (12.10b)' },
    { id: 'exhausted', label: 'Exhausted (12.10b)' },
    { id: 'fuel', label: 'Fuel marker (12.5c B)' },
    { id: 'fueled-formation', label: 'Fueled formation (12.5c A)' },
  ],
  requiredTables: ['attrition', 'dump-blowing', 'capture'],
  supplyChecks: true,
  supplyPhases: ['supply'],
  capabilities: OCS_CAPABILITIES,
  irreversible: OCS_IRREVERSIBLE,
  // 12.2, 12.7: shipped SP can be shipped back: never asked about
  movesOnly: ['supply.ship'],
  supplyReport: (ctx, state, side) => ocsSupplyReport(ctx, state, side),
  supplyReportOnRequest: (ctx, state, side) => ocsSupplyReportOnRequest(ctx, state, side),
  whatIfDrag: (ctx, base) => ocsWhatIfDrag(ctx, base),
  unitEffects: outOfSupplyEffects,
  unitMarkers: ocsUnitMarkers,
  reach: supplyReach,
  // 12.8d: units marked Out of Supply have no ZOC
  unitBadge: (u) => (u.outOfSupplySince !== undefined ? 'OOS' : null),
  zocHexes: (ctx, state, side) => zocHexes(ctx, state, side, OCS_ZOC),
  checkMove: (ctx, state, unit, to) => {
    checkFuelBeforeMove(ctx, state, unit);
    checkStratModeEnd(ctx, state, unit, to);
  },
  afterMove: (ctx, state, unit, to) => [
    ...recordFuelThrow(ctx, state, unit),
    ...collapsesAfterMove(ctx, state, unit, to),
  ],
  // 12.5d: the phasing player removes his Fuel markers and unfuels his formations in his Clean Up Phase
  afterAdvance: (_ctx, state, from) =>
    from.phase === 'clean-up' &&
    (state.units.some((u) => u.side === from.side && u.ocs?.fuel) ||
      state.rules.ocs.fueledFormations.some((f) => f.side === from.side))
      ? [{ type: 'fuelExpired', side: from.side }]
      : [],
  state: OCS_STATE,
  game: { fields: ocsGameFields, unitType: ocsUnitTypeFields, stack: extenderStackCheck },
  checkAdvance: checkAdvance,
  advanceWarning: unappliedSupplyPhase,
  commands: OCS_COMMAND_TYPES,
  applyCommand: (ctx, state, command) => applyOcsCommand(ctx, state, command as OcsCommand),
};
