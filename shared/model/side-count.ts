import type { GameDefinition } from './game-schema.js';

/**
 * How many sides a game may have. OCS and the classic rules treat every unit not of the
 * moving side as enemy and the clock takes the sides in turn, so they take two or more. The Grand
 * Campaign's rules name "the other side" as one (its ZOC view, the Soviet and Axis supply judgement,
 * GC 17.D.1), so it keeps exactly two: its Axis allies are nations of a side, not sides.
 */
export const MIN_SIDES = 2;
export const MAX_SIDES = 8;

/** A ruleset that takes a fixed number of sides, and why (Ruleset.sides). */
export interface SideRule {
  readonly count: number;
  readonly why: string;
}

/**
 * The rulesets' own side rules, registered by the registry (shared/rules/rulesets.ts) when it loads,
 * so that the model names no ruleset; every caller of the check has the registry loaded.
 */
const fixedSides = new Map<string, SideRule>();

export function registerSideRule(ruleset: string, rule: SideRule): void {
  fixedSides.set(ruleset, rule);
}

/** Why this game cannot have `count` sides, or undefined when it can. */
export function sideCountProblem(game: Pick<GameDefinition, 'ruleset'>, count: number): string | undefined {
  if (count < MIN_SIDES) return `a game needs at least ${MIN_SIDES} sides`;
  if (count > MAX_SIDES) return `a game has at most ${MAX_SIDES} sides`;
  const fixed = fixedSides.get(game.ruleset);
  if (fixed && count !== fixed.count)
    return `a ${game.ruleset} game has exactly ${fixed.count === 2 ? 'two' : fixed.count} sides: ${fixed.why}`;
  return undefined;
}
