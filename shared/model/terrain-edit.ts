import * as z from 'zod';
import { CommandError } from './command-error.js';
import type { GameDefinition } from './game-schema.js';

/**
 * The terrain chart's edits beside the normal costs (game-edit.ts): a terrain's colour on the map,
 * impassable to every mobility at once (sea, lakes), and its costs in other weather.
 */
const ref = z.string().min(1).max(64);
const cost = z.union([z.number().min(0).max(1000), z.literal('P')]);

export const terrainEditSchemas = [
  z.object({
    type: z.literal('terrainSet'),
    terrain: ref,
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb')
      .optional(),
    /** true: every mobility is prohibited; false: each prohibited cost becomes 1 MP again */
    impassable: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('terrainWeatherCost'),
    terrain: ref,
    weather: z.string().trim().min(1).max(40),
    mobility: ref,
    cost: cost.nullable(),
  }),
] as const;
export type TerrainEdit = z.infer<(typeof terrainEditSchemas)[number]>;

export function applyTerrainEdit(next: GameDefinition, edit: TerrainEdit): void {
  const t = next.terrain.find((x) => x.id === edit.terrain);
  if (!t)
    throw new CommandError(
      `there is no terrain "${edit.terrain}" (terrain: ${next.terrain.map((x) => x.name).join(', ')})`,
      'terrain',
    );
  if (edit.type === 'terrainSet') {
    if (edit.color !== undefined) t.color = edit.color.toLowerCase();
    if (edit.impassable === true) for (const m of next.mobilities) t.cost[m.id] = 'P';
    if (edit.impassable === false) for (const m of next.mobilities) if (t.cost[m.id] === 'P') t.cost[m.id] = 1;
    return;
  }
  if (!next.mobilities.some((m) => m.id === edit.mobility))
    throw new CommandError(`there is no mobility type "${edit.mobility}"`, 'mobility');
  const weather = (t.weather ??= {});
  const costs = (weather[edit.weather] ??= {});
  if (edit.cost === null) delete costs[edit.mobility];
  else costs[edit.mobility] = edit.cost;
  if (!Object.keys(costs).length) delete weather[edit.weather];
  if (!Object.keys(weather).length) delete t.weather;
}

/** A terrain every mobility is prohibited from entering. */
export function isImpassable(game: Pick<GameDefinition, 'mobilities'>, t: GameDefinition['terrain'][number]): boolean {
  return game.mobilities.every((m) => t.cost[m.id] === 'P');
}
