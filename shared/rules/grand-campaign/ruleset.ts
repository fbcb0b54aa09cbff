import { poolAccounts } from './supply-pools.js';
import { GC_STATE, type GcRules } from './state.js';
import { GC_UPGRADES } from './format-upgrades.js';
import { gcGameFields, gcGameForSide, gcUnitTypeFields } from './game-parts.js';
import { GC_GAME_EDITS } from './major-depot-edit.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { GC_COMMAND_TYPES, type GcCommand } from './commands.js';
import { gcSupplyReport } from './supply-report.js';
import { gcSupplyReportOnRequest } from './supply-report-on-request.js';
import { gcWhatIfDrag } from './what-if-drag.js';
import { applyIsolationRoll } from './isolation-roll.js';
import { applyJudgement, combatIsolation, JUDGEMENT_PHASE } from './judgement.js';
import {
  applyEliminatePocket,
  applyFormPool,
  applyPoolEvacuate,
  applyPoolRebuild,
  applyPoolRp,
  pocketOverrun,
} from './pockets.js';
import { applyGcCapture, applyReserve } from './capture-and-reserve.js';
import { applyForward } from './supply-forwarding.js';
import { applyExploitSupply } from './exploitation-supply.js';
import { applyGcLoad, applyGcUnload } from './carrying.js';
import { formatTwelfths, parseTwelfths } from './quantity.js';
import { GC_CAPABILITIES, GC_IRREVERSIBLE } from './capabilities.js';
import { applyRaise, applyResupply } from './resupply.js';
import { fortressTaken } from './fortress-loss.js';
import { gcUnitEffects, gcUnitMarkers } from './unit-effects.js';
import { applyGcCombatSupply } from './combat-supply.js';
import { applyPointsSpent, applyPoolRail } from './supply-pools.js';
import { applyAirbaseSupply } from './airbase-supply.js';
import { applyConvert, applyDismantle, resourceArrivals } from './resource-commands.js';
import { gcZocHexes } from './zoc-view.js';
import { applyDestroy } from './voluntary-destruction.js';
import { applyAirbaseSet, applyPoolAdd, applyPoolSet } from './referee-data.js';
import { INITIAL_PHASE, JUDGEMENT_SKIPS } from './phases.js';
import { chitsAtInitialPhase } from './chit-activation.js';
import { refuseUnappliedAdvance, unappliedSupplyPhase } from '../../engine/unapplied-supply-phase.js';

/** A grand-campaign WWII system: sections 16 (supply), 17 (supply effects) and 19 (SP and SRP). */
export const GRAND_CAMPAIGN: Ruleset<GcRules> = {
  id: 'grand-campaign',
  name: 'Grand campaign',
  cites: 'GC',
  // GC 16.G, 17.E, 19: words no other system here uses
  terms: ['SRP', 'Offensive Chit', 'pocket', 'isolation roll', 'elimination roll', 'depot'],
  hqRange: 'supply range',
  phases: [
    { id: JUDGEMENT_PHASE, name: 'Supply Judgement Phase' },
    { id: 'movement', name: 'Movement Phase' },
    { id: 'combat', name: 'Combat Phase' },
    { id: 'exploitation', name: 'Exploitation Phase' },
  ],
  upgrades: GC_UPGRADES,
  regimentEquivalents: true,
  nationalSupply: true,
  // GC 17.B.1: a unit is in reserve or not; the other modes are another system's
  unitModes: [
    { id: 'combat', label: 'not in reserve' },
    { id: 'reserve', label: 'in reserve' },
  ],
  supplyDumps: true,
  amountUnit: '1/12 SP',
  formatAmount: formatTwelfths,
  parseAmount: parseTwelfths,
  sides: {
    count: 2,
    why: 'the Grand Campaign rules are written for two sides (the supply judgement and ZOC treat "the other side" as one); add a nation to a side instead',
  },
  statusWords: [
    {
      id: 'full',
      label: 'full supply',
      meaning: "a full supply line from its nation's source or an HQ that may supply it in full (16.A.3, 16.F)",
      color: '#2e9e44',
      supplied: true,
    },
    {
      id: 'limited',
      label: 'limited supply',
      meaning: "a limited supply line, or another nation's HQ: U0 (16.A.4, 16.F.2)",
      color: '#e8b400',
      supplied: true,
    },
    {
      id: 'out',
      label: 'out of supply',
      meaning: 'no general supply: the Supply Status marker goes up at each friendly judgement (16.A.2, 16.B)',
      color: '#e0301e',
      supplied: false,
    },
    { id: 'exempt', label: 'needs none', meaning: 'not a combat unit', color: '#9aa0a6', supplied: true },
  ],
  markers: [
    { id: 'u-level', label: 'Supply Status U0-U8 (16.B)' },
    { id: 'isolated', label: 'Isolated (16.G.2)' },
    { id: 'combat-isolation', label: 'Combat Isolation (16.G.1)' },
  ],
  requiredTables: ['supply-line-points', 'supply-effects', 'elimination-modifiers'],
  supplyChecks: true,
  supplyPhases: [JUDGEMENT_PHASE],
  capabilities: GC_CAPABILITIES,
  offMapAccounts: poolAccounts,
  irreversible: GC_IRREVERSIBLE,
  movesOnly: [],
  supplyReport: (ctx, state, side) => gcSupplyReport(ctx, state, side),
  supplyReportOnRequest: (ctx, state, side) => gcSupplyReportOnRequest(ctx, state, side),
  whatIfDrag: (ctx, base) => gcWhatIfDrag(ctx, base),
  unitEffects: gcUnitEffects,
  unitMarkers: gcUnitMarkers,
  unitBadge: (u) =>
    u.gc?.uLevel === undefined ? (u.gc?.isolated ? 'ISO' : null) : `U${u.gc?.uLevel}${u.gc?.isolated ? ' ISO' : ''}`,
  unitActions: (u, state) =>
    u.gc?.uLevel !== undefined &&
    u.gc?.uLevel < 8 &&
    state.clock.side === u.side &&
    ['movement', 'exploitation'].includes(state.clock.phase)
      ? [
          {
            label: `Raise to U${u.gc?.uLevel + 1} and move freely`,
            title:
              "GC 17.B.1 a: raise the Supply Status marker one level at the start of the unit's movement to ignore every movement effect this phase",
            command: { type: 'supply.raise', unit: u.id },
          },
        ]
      : [],
  zocHexes: gcZocHexes,
  // 17.E: fortresses taken; 16.G.3: a pocket whose last hex the enemy takes
  afterMove: (ctx, state, unit, to) => [...fortressTaken(ctx, state, unit, to), ...pocketOverrun(state, unit, to)],
  // 16.G: isolation is checked at the start of each combat phase; 19.B.1: SRPs arrive off the turn record track
  // 19.A.2.d: which army HQs each Offensive Chit may activate is fixed as the initial phase begins
  afterAdvance: (ctx, state, from, to) => [
    ...resourceArrivals(state, from, to),
    ...(to.phase === 'combat' || to.phase === 'exploitation' ? combatIsolation(ctx, state) : []),
    ...(to.phase === INITIAL_PHASE ? chitsAtInitialPhase(ctx, state, to.side) : []),
  ],
  // 16.B: Next phase asks before leaving a Supply Judgement Phase that was never applied
  checkAdvance: (ctx, state, skip) => refuseUnappliedAdvance(ctx, state, skip, JUDGEMENT_SKIPS),
  advanceWarning: (ctx, state) => unappliedSupplyPhase(ctx, state, JUDGEMENT_SKIPS),
  state: GC_STATE,
  game: {
    fields: gcGameFields,
    unitType: gcUnitTypeFields,
    edits: GC_GAME_EDITS,
    forSide: gcGameForSide,
    // GC 19.A.1.a: a template's major depots are places of its own map
    forNewMap: () => ({ majorDepots: [] }),
  },
  commands: GC_COMMAND_TYPES,
  applyCommand: (ctx, state, command) => {
    const c = command as GcCommand;
    switch (c.type) {
      case 'supply.apply':
        return applyJudgement(ctx, state, c.side);
      case 'supply.resupply':
        return applyResupply(ctx, state, c);
      case 'supply.raise':
        return applyRaise(state, c.unit);
      case 'isolation.roll':
        return applyIsolationRoll(ctx, state, c);
      case 'pocket.pool':
        return applyFormPool(ctx, state, c);
      case 'pocket.eliminate':
        return applyEliminatePocket(state, c);
      case 'combat.supply':
        return applyGcCombatSupply(ctx, state, c);
      case 'resource.convert':
        return applyConvert(state, c);
      case 'resource.dismantle':
        return applyDismantle(state, c);
      case 'dump.capture':
        return applyGcCapture(ctx, state, c);
      case 'reserve.pay':
        return applyReserve(ctx, state, c);
      case 'pool.rail':
        return applyPoolRail(ctx, state, c);
      case 'points.spend':
        return applyPointsSpent(ctx, state, c);
      case 'airbase.supply':
        return applyAirbaseSupply(ctx, state, c);
      case 'airbase.set':
        return applyAirbaseSet(ctx, state, c);
      case 'pool.add':
        return applyPoolAdd(ctx, state, c);
      case 'pool.set':
        return applyPoolSet(state, c);
      case 'supply.destroy':
        return applyDestroy(state, c);
      case 'pocket.rp':
        return applyPoolRp(state, c);
      case 'supply.forward':
        return applyForward(ctx, state, c);
      case 'supply.exploit':
        return applyExploitSupply(ctx, state, c);
      case 'supply.load':
        return applyGcLoad(ctx, state, c);
      case 'pocket.rebuild':
        return applyPoolRebuild(state, c);
      case 'pocket.evacuate':
        return applyPoolEvacuate(state, c);
      case 'supply.unload':
        return applyGcUnload(ctx, state, c);
    }
  },
};
