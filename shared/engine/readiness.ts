import type { GameDefinition } from '../model/game-schema.js';
import type { Ruleset } from './ruleset.js';

/**
 * What a game still lacks before a supply check means anything, each with the place to fix it:
 * a side with no supply source or no supply rule, a map of one terrain, a side tracing to a road on
 * a map without roads, an Action Rating that looks like an import's default, and what the game's
 * ruleset asks of a side besides (Ruleset.sideReadiness: CL Leaders marked and rated). Read from the
 * game and the units as the views have them.
 */
export type ReadinessFix =
  | { kind: 'source'; side: string }
  | { kind: 'terrain' }
  | { kind: 'route' }
  | { kind: 'side-play' }
  | { kind: 'unit-types' }
  | { kind: 'unit'; unit: string; hex: string };

export interface ReadinessItem {
  text: string;
  /** the button's words ("Mark a source") */
  action: string;
  fix: ReadinessFix;
}

export interface ReadinessUnit {
  id: string;
  name: string;
  side: string;
  type: string;
  hex: string;
  ar: number;
  rating?: number | null | undefined;
}

/** A ruleset's own checks of one side, given its supply rule (absent: none chosen) and its units. */
export type SideReadiness = (
  game: GameDefinition,
  side: GameDefinition['sides'][number],
  rule: GameDefinition['supplyRules'][number] | undefined,
  own: readonly ReadinessUnit[],
) => ReadinessItem[];

/** Below this many combat units a side's ARs all alike may well be printed so. */
const SAME_AR_AT_LEAST = 5;

/** `rules`: the game's ruleset (rulesetInfo(game.ruleset)), as far as the checks read it. */
export function readiness(
  game: GameDefinition,
  units: readonly ReadinessUnit[],
  rules: Pick<Ruleset, 'actionRating' | 'supplyRuleCases' | 'sideReadiness'>,
): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const cases = rules.supplyRuleCases ?? [];
  const roads = game.routes.some((r) => game.routeTypes.find((t) => t.id === r.type)?.kind === 'road');
  for (const side of game.sides) {
    if (!game.supplySources.some((s) => s.side === side.id))
      items.push({
        text: `no supply source for ${side.name}: every unit of it traces to nothing`,
        action: 'Mark a source',
        fix: { kind: 'source', side: side.id },
      });
    const rule = game.supplyRules.find((r) => r.side === side.id);
    if (cases.length && !rule)
      items.push({
        text: `${side.name} has no supply rule: choose how it traces supply`,
        action: 'Choose a rule',
        fix: { kind: 'side-play' },
      });
    // a road matters only where units may trace by MP to one (CL German cases 2-3)
    if (rule?.method === 'road-edge' && (rule.mp ?? 0) > 0 && !roads)
      items.push({
        text: `${side.name} traces within ${rule.mp} MP to a road, but the map has no road`,
        action: 'Draw a road',
        fix: { kind: 'route' },
      });
    const own = units.filter((u) => u.side === side.id);
    items.push(...(rules.sideReadiness?.(game, side, rule, own) ?? []));
    if (rules.actionRating) {
      const combat = own.filter((u) => types.get(u.type)?.combat);
      const ar = combat[0]?.ar;
      if (combat.length >= SAME_AR_AT_LEAST && combat.every((u) => u.ar === ar))
        items.push({
          text: `AR is ${ar} on all ${combat.length} combat units of ${side.name}: a default, or as printed?`,
          action: 'Set usual ARs',
          fix: { kind: 'unit-types' },
        });
    }
  }
  const codes = new Set(game.map.hexes.join('').replace(/ /g, ''));
  if (codes.size <= 1)
    items.push({
      text: 'every hex is one terrain: paint the map, or read it from a picture of the printed map',
      action: 'Paint terrain',
      fix: { kind: 'terrain' },
    });
  return items;
}
