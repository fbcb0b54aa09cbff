import type { RulesetPanels } from '../ruleset-panels.js';

/** The classic rules' panels: no sections of their own; supply is also recorded for each combat's units. */
export const CLASSIC_PANELS: RulesetPanels = {
  // classic-supply.txt: supply is judged at the instant of combat for the units the referee picks
  apply: { noun: 'determination', combatPhase: 'combat' },
};
