import { classicWhatIfDrag } from './what-if-drag.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { CLASSIC_COMMAND_TYPES, type ClassicCommand } from './commands.js';
import { applyClassicSupply } from './supply-commands.js';
import { classicSupply } from './determine-supply.js';
import { classicEffects } from './supply-effects.js';
import { zocHexes } from '../zoc-hexes.js';
import { CL_ZOC } from './supply-line-setup.js';
import { classicUnitTypeFields } from './game-parts.js';
import { leaderReadiness } from './leader-readiness.js';

/** A 1970s two-player East-front system (classic-supply.txt): whole Supply Points, no dumps to spend. */
export const CLASSIC: Ruleset = {
  id: 'classic',
  name: 'Classic two-player',
  cites: 'CL',
  terms: ['Leader'],
  phases: [
    { id: 'movement', name: 'Movement Phase' },
    { id: 'combat', name: 'Combat Phase' },
    { id: 'second-movement', name: 'Second Movement Phase' },
  ],
  supplyRuleCases: [
    {
      method: 'road-edge',
      label: 'Trace to a supply-source road',
      explain:
        "units trace within so many hexes to a supply source, or within so many MP (the unit's own) to a road leading to one (CL German cases 1-3)",
      params: ['hexes', 'mp'],
    },
    {
      method: 'leader-line',
      label: 'Trace through Leaders',
      explain:
        "units trace a line of at most a Leader's rating in hexes to a Leader, who traces to a supply source (CL Soviet cases 1-4)",
      params: [],
    },
  ],
  sideReadiness: leaderReadiness,
  game: { unitType: classicUnitTypeFields },
  outOfSupplyRule: 'CL Effects of supply',
  amountUnit: 'SP',
  formatAmount: (n) => `${n} SP`,
  parseAmount: (t) => (/^\s*\d+\s*(SP)?\s*$/i.test(t) ? parseInt(t, 10) : undefined),
  statusWords: [
    {
      id: 'in-supply',
      label: 'in supply',
      meaning: "traces a line to its side's supply source, directly (German) or through a Leader (Soviet)",
      color: '#2e9e44',
      supplied: true,
    },
    {
      id: 'entry',
      label: 'entering',
      meaning: 'in supply during the first player-turn of its entrance into the game',
      color: '#5aa9e6',
      supplied: true,
    },
    {
      id: 'out-of-supply',
      label: 'out of supply',
      meaning: 'movement allowance and combat strength halved, fractions dropped, never below 1',
      color: '#e0301e',
      supplied: false,
    },
    { id: 'exempt', label: 'needs none', meaning: 'not a combat unit or a Leader', color: '#9aa0a6', supplied: true },
  ],
  markers: [{ id: 'out-of-supply', label: 'Out of Supply (for this Movement Phase)' }],
  requiredTables: [],
  supplyChecks: true,
  // for movement at the start of each Movement Phase; for combat at the instant of each combat
  supplyPhases: ['movement', 'second-movement', 'combat'],
  capabilities: {},
  irreversible: {},
  movesOnly: [],
  supplyReport: (ctx, state, side) => classicSupply(ctx, state, side),
  // the classic report is whole: every reason and line is worked out with the verdict
  supplyReportOnRequest: (ctx, state, side) => ({ report: classicSupply(ctx, state, side), explain() {} }),
  whatIfDrag: (ctx, base) => classicWhatIfDrag(ctx, base),
  unitEffects: (u, _game, now) => classicEffects(u, now?.clock.phase),
  // CL Effects case 5: supply never affects Zones of Control
  unitBadge: (u) => (u.outOfSupplySince !== undefined ? 'OOS' : null),
  zocHexes: (ctx, state, side) => zocHexes(ctx, state, side, CL_ZOC),
  // Procedure: supply for movement is determined at the beginning of each Movement Phase — advancing into one judges it
  // (the new phase has judged nothing yet: the judgements of the phase left are cleared by the advance)
  afterAdvance: (ctx, state, _from, to) =>
    to.phase === 'movement' || to.phase === 'second-movement'
      ? applyClassicSupply(ctx, { ...state, supplyJudged: [] }, { type: 'supply.apply', side: to.side })
      : [],
  commands: CLASSIC_COMMAND_TYPES,
  applyCommand: (ctx, state, command) => {
    if (command.type !== 'supply.apply') throw new Error(`"${command.type}" is not a classic command`);
    return applyClassicSupply(ctx, state, command as ClassicCommand);
  },
};
