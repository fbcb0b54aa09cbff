/** The ids of the rulesets a game definition may name (each implemented under shared/rules/<id>/). */
export const RULESET_IDS = ['ocs', 'grand-campaign', 'classic'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
