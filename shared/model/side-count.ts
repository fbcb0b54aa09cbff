import type { GameDefinition } from './game-schema.js';
import type { RulesetId } from './ruleset-ids.js';

/**
 * How many sides a game may have (issue 17). OCS and the classic rules treat every unit not of the
 * moving side as enemy and the clock takes the sides in turn, so they take two or more. The Grand
 * Campaign's rules name "the other side" as one (its ZOC view, the Soviet and Axis supply judgement,
 * GC 17.D.1), so it keeps exactly two: its Axis allies are nations of a side, not sides.
 */
export const MIN_SIDES = 2;
export const MAX_SIDES = 8;

const TWO_SIDES_ONLY: Partial<Record<RulesetId, string>> = {
  'grand-campaign':
    'the Grand Campaign rules are written for two sides (the supply judgement and ZOC treat "the other side" as one); add a nation to a side instead',
};

/** Why this game cannot have `count` sides, or undefined when it can. */
export function sideCountProblem(game: Pick<GameDefinition, 'ruleset'>, count: number): string | undefined {
  if (count < MIN_SIDES) return `a game needs at least ${MIN_SIDES} sides`;
  if (count > MAX_SIDES) return `a game has at most ${MAX_SIDES} sides`;
  const only = TWO_SIDES_ONLY[game.ruleset];
  if (only && count !== 2) return `a ${game.ruleset} game has exactly two sides: ${only}`;
  return undefined;
}
