import type { RulesetViews } from '../../engine/ruleset-views.js';
import type { Unit } from '../../model/campaign-schema.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { isLeaderType } from './game-parts.js';

/** What the classic rules add to a unit's view. */
export interface ClassicUnitView {
  /** a Leader's rating (CL Soviet supply: the longest Line of Communications to him, in hexes), or null */
  rating: number | null;
}

const leaderRating = (u: Unit, game: GameDefinition): number | null =>
  isLeaderType(game.unitTypes.find((t) => t.id === u.type)) ? (u.rating ?? 0) : null;

/** The classic parts of the views: a Leader's rating, in the inspector and at his counter's foot. */
export const CLASSIC_VIEWS = {
  unit: (u: Unit, game: GameDefinition): ClassicUnitView => ({ rating: leaderRating(u, game) }),
  counterFoot: (u: Unit, game: GameDefinition): string | null => {
    const rating = leaderRating(u, game);
    return rating === null ? null : `L${rating}`;
  },
} satisfies RulesetViews;
