import * as z from 'zod';
import { CommandError } from './command-error.js';
import { HexGrid } from '../hex/hex-grid.js';
import { gameProblems } from './game-problems.js';
import { gameDefinitionSchema, type GameDefinition } from './game-schema.js';
import { applyStructureEdit, structureEditSchemas } from './game-structure-edit.js';
import { checkTableCell } from './game-cell-check.js';
import { applyRulesetEdit } from './ruleset-edits.js';
import { applyFogEdit, fogEditSchema } from './fog-edit.js';
import { sidePlayEditSchemas } from './side-play.js';
import { applyTerrainEdit, terrainEditSchemas } from './terrain-edit.js';
import { applySidePlayEdit } from './side-play-edit.js';

/**
 * The game editor's edits (the referee copying a printed map and its charts): each a pure
 * function from a game definition to the next one, refused with the problem named when the
 * result would not be a valid game. Here are the generic ones; each ruleset registers its own
 * edits of its own fields from its folder (Ruleset.game.edits, ruleset-edits.ts), and the registry
 * joins them (rules/registered-game-edits.ts): main validates what the renderer sends with that.
 */
const hex = z.string().min(1).max(16);
const ref = z.string().min(1).max(64);
const cost = z.union([z.number().min(0).max(1000), z.literal('P')]);

export const genericGameEditSchemas = [
  z.object({ type: z.literal('paint'), terrain: ref, hexes: z.array(hex).min(1).max(100_000) }),
  z.object({ type: z.literal('hexside'), a: hex, b: hex, feature: ref.nullable() }),
  z.object({ type: z.literal('route'), route: ref, hexes: z.array(hex).min(2).max(100_000) }),
  z.object({ type: z.literal('removeRoute'), index: z.int().min(0) }),
  z.object({
    type: z.literal('source'),
    hex,
    side: ref,
    kind: z.enum(['map-edge', 'port', 'city', 'other']),
    name: z.string().max(120).optional(),
    /** GC 16.F.1: the nation whose national source this is (absent: every nation of the side) */
    nation: ref.optional(),
    remove: z.boolean().default(false),
  }),
  z.object({ type: z.literal('terrainCost'), terrain: ref, mobility: ref, cost: cost.nullable() }),
  z.object({
    type: z.literal('tableCell'),
    table: ref,
    row: z.int().min(0),
    column: z.int().min(0),
    value: z.union([z.number(), z.string().max(40)]),
  }),
  ...structureEditSchemas,
  ...sidePlayEditSchemas,
  ...terrainEditSchemas,
  fogEditSchema,
] as const;
const genericGameEditSchema = z.discriminatedUnion('type', genericGameEditSchemas);
export type GenericGameEdit = z.infer<typeof genericGameEditSchema>;

/**
 * A ruleset's own edit of its own fields (GC's major depots): a type the generic edits do not have;
 * its schema and what it does are the ruleset's (Ruleset.game.edits), joined by the registry.
 */
export interface RulesetGameEdit {
  readonly type: string;
  readonly [field: string]: unknown;
}
/** Any edit as far as the model knows it: a generic one, or a ruleset's own. */
export type GameEdit = GenericGameEdit | RulesetGameEdit;

const genericTypes: ReadonlySet<string> = new Set(genericGameEditSchemas.map((s) => s.shape.type.value));
/** Whether the model itself applies the edit (the rest are a ruleset's own, ruleset-edits.ts). */
export function isGenericGameEdit(e: GameEdit): e is GenericGameEdit {
  return genericTypes.has(e.type);
}

/**
 * The generic edits' check alone, for the engine's generic game.edit command: the registry's command
 * reads every edit, rulesets' own included, with the joined union (rules/registered-game-edits.ts).
 */
export const anyGameEditSchema: z.ZodType<GameEdit, z.input<typeof genericGameEditSchema>> = genericGameEditSchema;

export function applyGameEdit(game: GameDefinition, edit: GameEdit): GameDefinition {
  const grid = new HexGrid(game.map);
  const at = (h: string) => {
    const i = grid.indexOf(h);
    if (i < 0) throw new CommandError(`"${h}" is not a hex on this map`, 'hex');
    return { i, id: grid.printedId(i) };
  };
  // a game definition is plain JSON data: a deep copy to edit
  const next = JSON.parse(JSON.stringify(game)) as GameDefinition;
  // a ruleset's own fields (GC's major depots, 19.A.1.a) are edited by that ruleset's registered edit
  if (!isGenericGameEdit(edit)) applyRulesetEdit(game, next, edit, (h) => at(h).id);
  else applyGenericEdit(game, next, edit, grid, at);
  // the result must still be a game: the schema and the checks a game file gets
  const parsed = gameDefinitionSchema.safeParse(next);
  if (!parsed.success)
    throw new CommandError(
      `that edit would break the game definition: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const problems = gameProblems(parsed.data);
  if (problems.length) throw new CommandError(`that edit would break the game definition: ${problems.join('; ')}`);
  return parsed.data;
}

function applyGenericEdit(
  game: GameDefinition,
  next: GameDefinition,
  edit: GenericGameEdit,
  grid: HexGrid,
  at: (h: string) => { i: number; id: string },
): void {
  switch (edit.type) {
    case 'paint': {
      const t = game.terrain.find((x) => x.id === edit.terrain);
      if (!t)
        throw new CommandError(
          `there is no terrain "${edit.terrain}" (terrain: ${game.terrain.map((x) => x.id).join(', ')})`,
          'terrain',
        );
      const rows = next.map.hexes.map((r) => r.split(''));
      for (const h of edit.hexes) {
        const { i } = at(h);
        rows[grid.row(i)]![grid.col(i)] = t.code;
      }
      next.map.hexes = rows.map((r) => r.join(''));
      break;
    }
    case 'hexside': {
      const a = at(edit.a);
      const b = at(edit.b);
      if (grid.directionTo(a.i, b.i) < 0)
        throw new CommandError(`${a.id} and ${b.id} are not adjacent: a hexside lies between neighbours`, 'hex');
      if (edit.feature !== null && !game.hexsideFeatures.some((f) => f.id === edit.feature))
        throw new CommandError(`there is no hexside feature "${edit.feature}"`, 'feature');
      next.hexsides = next.hexsides.filter((h) => !((h.a === a.id && h.b === b.id) || (h.a === b.id && h.b === a.id)));
      if (edit.feature !== null) next.hexsides.push({ a: a.id, b: b.id, feature: edit.feature });
      break;
    }
    case 'route': {
      if (!game.routeTypes.some((r) => r.id === edit.route))
        throw new CommandError(`there is no route type "${edit.route}"`, 'route');
      const hexes = edit.hexes.map((h) => at(h));
      for (let k = 1; k < hexes.length; k++) {
        if (grid.directionTo(hexes[k - 1]!.i, hexes[k]!.i) < 0)
          throw new CommandError(
            `${hexes[k - 1]!.id} to ${hexes[k]!.id} is not a step between adjacent hexes: a route runs hex to neighbouring hex`,
            'hexes',
          );
      }
      next.routes.push({ type: edit.route, hexes: hexes.map((h) => h.id) });
      break;
    }
    case 'removeRoute':
      if (edit.index >= next.routes.length) throw new CommandError(`there is no route number ${edit.index}`, 'index');
      next.routes.splice(edit.index, 1);
      break;
    case 'source': {
      const h = at(edit.hex);
      if (!game.sides.some((s) => s.id === edit.side))
        throw new CommandError(`there is no side "${edit.side}"`, 'side');
      if (edit.nation !== undefined && !game.nations.some((n) => n.id === edit.nation && n.side === edit.side))
        throw new CommandError(
          `there is no nation "${edit.nation}" of ${game.sides.find((s) => s.id === edit.side)!.name}`,
          'nation',
        );
      // one source per side, nation and hex: another nation's source in the same hex stays (GC 16.F.1)
      next.supplySources = next.supplySources.filter(
        (s) => !(s.hex === h.id && s.side === edit.side && s.nation === edit.nation),
      );
      if (!edit.remove)
        next.supplySources.push({
          hex: h.id,
          side: edit.side,
          kind: edit.kind,
          ...(edit.name ? { name: edit.name } : {}),
          ...(edit.nation ? { nation: edit.nation } : {}),
        });
      break;
    }
    case 'terrainCost': {
      const t = next.terrain.find((x) => x.id === edit.terrain);
      if (!t) throw new CommandError(`there is no terrain "${edit.terrain}"`, 'terrain');
      if (!game.mobilities.some((m) => m.id === edit.mobility))
        throw new CommandError(`there is no mobility type "${edit.mobility}"`, 'mobility');
      if (edit.cost === null) delete t.cost[edit.mobility];
      else t.cost[edit.mobility] = edit.cost;
      break;
    }
    case 'tableCell': {
      const t = next.tables.find((x) => x.id === edit.table);
      if (!t) throw new CommandError(`there is no table "${edit.table}"`, 'table');
      const row = t.rows[edit.row];
      if (!row || edit.column >= t.columns.length)
        throw new CommandError(`the ${t.name} has no cell at row ${edit.row + 1}, column ${edit.column + 1}`, 'cell');
      // checked against the kind of table it is in ("zzz" is no number of steps)
      const checked = checkTableCell(t, edit.column, String(edit.value));
      if ('error' in checked) throw new CommandError(checked.error, 'value');
      row.cells[edit.column] = checked.value;
      break;
    }
    case 'fog':
      applyFogEdit(next, edit);
      break;
    case 'supplyRule':
    case 'sidePhases':
      applySidePlayEdit(next, edit);
      break;
    case 'terrainSet':
    case 'terrainWeatherCost':
      applyTerrainEdit(next, edit);
      break;
    default:
      applyStructureEdit(game, next, edit);
  }
}
