import type { SideReadiness } from '../../engine/readiness.js';
import { isLeaderType } from './game-parts.js';

/**
 * CL Soviet supply, cases 1-2: a side that traces through Leaders needs Leaders, and a Leader's
 * Line of Communications is at most its rating in hexes: a side with none marked, or a Leader rated
 * 0, makes every check of it come out empty.
 */
export const leaderReadiness: SideReadiness = (game, side, rule, own) => {
  if (rule?.method !== 'leader-line') return [];
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const leaders = own.filter((u) => isLeaderType(types.get(u.type)));
  const items: ReturnType<SideReadiness> = [];
  if (!leaders.length)
    items.push({
      text: `Leaders trace ${side.name}'s supply, but none of its units is ${game.unitTypes.some(isLeaderType) ? 'a Leader' : 'of a type marked Leader'}`,
      action: 'Mark a Leader type',
      fix: { kind: 'unit-types' },
    });
  for (const l of leaders.filter((u) => !u.rating))
    items.push({
      text: `${l.name} (${side.name}) is a Leader with rating 0: no unit can trace to him`,
      action: 'Set his rating',
      fix: { kind: 'unit', unit: l.id, hex: l.hex },
    });
  return items;
};
