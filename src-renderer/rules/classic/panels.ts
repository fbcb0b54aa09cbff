import type { RulesetPanels } from '../ruleset-panels.js';
import { isLeaderType } from '../../../shared/rules/classic/game-parts.js';
import LeaderField from './LeaderField.svelte';

/** The classic rules' panels: a unit type's Leader flag and a Leader's rating; supply is also recorded for each combat's units. */
export const CLASSIC_PANELS: RulesetPanels = {
  // classic-supply.txt: supply is judged at the instant of combat for the units the referee picks
  // and for movement once, at the beginning of each Movement Phase (Next phase into it judges it): it holds for the phase
  apply: { noun: 'determination', combatPhase: 'combat', oncePerPhase: true },
  // CL Soviet supply: a unit type is a Leader, and a Leader's rating is printed on his counter
  unitTypeFields: [LeaderField],
  rated: isLeaderType,
};
