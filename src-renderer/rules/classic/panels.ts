import type { RulesetPanels } from '../ruleset-panels.js';

/** The classic rules' panels: no sections of their own; supply is also recorded for each combat's units. */
export const CLASSIC_PANELS: RulesetPanels = {
  // classic-supply.txt: supply is judged at the instant of combat for the units the referee picks
  // and for movement once, at the beginning of each Movement Phase (Next phase into it judges it): it holds for the phase
  apply: { noun: 'determination', combatPhase: 'combat', oncePerPhase: true },
};
