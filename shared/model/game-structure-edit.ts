import * as z from 'zod';
import { CommandError } from './command-error.js';
import type { GameDefinition } from './game-schema.js';
import { unitTypeDefaultsSchema, unitTypePartOf } from './unit-type-schema.js';
import { LIST_WORDS, addToList, listItems, lists, removeFromList, type ListKind } from './game-list-edit.js';
import { addMapSheet, growMap } from './map-grow-edit.js';

/**
 * The game editor's edits that make a whole game: add, rename and remove terrain
 * types, hexside features, route types, mobilities, sides, nations and unit types (side-count.ts
 * says how many sides a ruleset takes);
 * turns and their weather; unit types' mobility, factors, NATO symbol, size and HQ throw range;
 * more rows, columns and sheets. Each works on a copy; game-edit.ts checks the whole game after.
 * The lists are added to and removed from in game-list-edit.ts, the map grown in map-grow-edit.ts.
 */
const ref = z.string().min(1).max(64);
const name = z.string().trim().min(1, 'a name is needed').max(120);
const symbols = ['infantry', 'armor', 'mechanized', 'artillery', 'hq', 'transport', 'cavalry', 'other'] as const;
const cost = z.union([z.number().min(0).max(1000), z.literal('P')]);

export const structureEditSchemas = [
  z.object({ type: z.literal('listAdd'), list: z.enum(lists), name }),
  z.object({ type: z.literal('listRename'), list: z.enum(lists), id: ref, name }),
  z.object({ type: z.literal('listRemove'), list: z.enum(lists), id: ref }),
  z.object({
    type: z.literal('featureCost'),
    list: z.enum(['hexsideFeature', 'routeType']),
    id: ref,
    mobility: ref,
    cost: cost.nullable(),
  }),
  z.object({ type: z.literal('nationSide'), nation: ref, side: ref }),
  z.object({
    type: z.literal('unitTypeSet'),
    unitType: ref,
    mobility: ref.optional(),
    combat: z.boolean().optional(),
    hq: z.boolean().optional(),
    /**
     * CL: a Leader, as edits logged before it became the classic rules' own field wrote it (the app
     * now sends it under `fields`); read so that those logs replay, applied as one of `fields`
     */
    leader: z.boolean().optional(),
    symbol: z.enum(symbols).optional(),
    /**
     * the game's ruleset's own fields of the unit type (its game-parts.ts: GC's HQ kind, OCS's
     * Landing Craft), each checked against that part; null clears one
     */
    fields: z
      .record(z.string().min(1).max(64), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
      .optional(),
    defaults: unitTypeDefaultsSchema.optional(),
  }),
  z.object({ type: z.literal('turnAdd'), label: z.string().max(60).optional() }),
  z.object({
    type: z.literal('turnSet'),
    number: z.int().min(1),
    label: z.string().max(60).optional(),
    weather: z.string().trim().min(1).max(40).optional(),
  }),
  z.object({ type: z.literal('turnRemove'), number: z.int().min(1) }),
  z.object({ type: z.literal('weatherRename'), from: z.string().min(1).max(40), to: z.string().trim().min(1).max(40) }),
  z.object({ type: z.literal('mapGrow'), columns: z.int().min(0).max(500), rows: z.int().min(0).max(500) }),
  z.object({ type: z.literal('sheetAdd'), where: z.enum(['right', 'below']) }),
] as const;
export const structureEditSchema = z.discriminatedUnion('type', [...structureEditSchemas]);
export type StructureEdit = z.infer<typeof structureEditSchema>;

/** Applies one structure edit to `next` (a copy of `game`), or refuses it naming the problem. */
export function applyStructureEdit(game: GameDefinition, next: GameDefinition, edit: StructureEdit): void {
  const find = (list: ListKind, id: string) => {
    const x = listItems(next, list).find((i) => i.id === id);
    if (!x) throw new CommandError(`there is no ${LIST_WORDS[list]} "${id}"`, 'id');
    return x;
  };
  switch (edit.type) {
    case 'listAdd':
      return addToList(next, edit.list, edit.name);
    case 'listRename': {
      const x = find(edit.list, edit.id);
      if (listItems(next, edit.list).some((i) => i.id !== edit.id && i.name.toLowerCase() === edit.name.toLowerCase()))
        throw new CommandError(`there is already a ${LIST_WORDS[edit.list]} called ${edit.name}`, 'name');
      x.name = edit.name;
      return;
    }
    case 'listRemove':
      return removeFromList(next, edit.list, find(edit.list, edit.id) as { id: string; name: string });
    case 'featureCost': {
      const x = find(edit.list, edit.id) as unknown as { cost: Record<string, number | 'P'> };
      find('mobility', edit.mobility);
      if (edit.cost === null) delete x.cost[edit.mobility];
      else x.cost[edit.mobility] = edit.cost;
      return;
    }
    case 'nationSide': {
      const n = find('nation', edit.nation) as GameDefinition['nations'][number];
      find('side', edit.side);
      n.side = edit.side;
      return;
    }
    case 'unitTypeSet': {
      const t = find('unitType', edit.unitType) as GameDefinition['unitTypes'][number];
      if (edit.mobility !== undefined) t.mobility = find('mobility', edit.mobility).id;
      if (edit.combat !== undefined) t.combat = edit.combat;
      if (edit.hq !== undefined) t.hq = edit.hq;
      if (edit.symbol !== undefined) t.symbol = edit.symbol;
      const fields = { ...loggedBeside(edit, next.ruleset), ...edit.fields };
      if (Object.keys(fields).length) setRulesetFields(t as unknown as Record<string, unknown>, fields, next.ruleset);
      if (edit.defaults !== undefined) {
        if (edit.defaults.throwRange !== undefined && !(edit.hq ?? t.hq))
          throw new CommandError(`${t.name} is not an HQ type: only HQs have a throw range`, 'throwRange');
        t.defaults = edit.defaults;
      }
      return;
    }
    case 'turnAdd': {
      const n = Math.max(0, ...next.turns.map((t) => t.number)) + 1;
      const last = [...next.turns].sort((a, b) => a.number - b.number).at(-1);
      next.turns.push({ number: n, label: edit.label?.trim() || `Turn ${n}`, weather: last?.weather ?? 'clear' });
      return;
    }
    case 'turnSet': {
      const t = next.turns.find((x) => x.number === edit.number);
      if (!t) throw new CommandError(`there is no turn ${edit.number} on the turn record track`, 'number');
      if (edit.label !== undefined) t.label = edit.label;
      if (edit.weather !== undefined) t.weather = edit.weather;
      return;
    }
    case 'turnRemove': {
      if (!next.turns.some((x) => x.number === edit.number))
        throw new CommandError(`there is no turn ${edit.number} on the turn record track`, 'number');
      if (next.turns.length === 1) throw new CommandError('a game needs at least one turn', 'number');
      next.turns = next.turns.filter((x) => x.number !== edit.number);
      return;
    }
    case 'weatherRename': {
      const used = next.turns.some((t) => t.weather === edit.from) || next.terrain.some((t) => t.weather?.[edit.from]);
      if (!used) throw new CommandError(`no turn and no terrain cost uses the weather "${edit.from}"`, 'from');
      for (const t of next.turns) if (t.weather === edit.from) t.weather = edit.to;
      for (const t of next.terrain)
        if (t.weather?.[edit.from]) {
          t.weather[edit.to] = t.weather[edit.from]!;
          delete t.weather[edit.from];
        }
      return;
    }
    case 'mapGrow':
      return growMap(next, edit.columns, edit.rows);
    case 'sheetAdd':
      return addMapSheet(game, next, edit.where);
  }
}

/** A ruleset's own fields of a unit type set or cleared, each refused unless its ruleset's part takes it. */
/**
 * A ruleset's own unit-type fields that edits logged by earlier versions wrote beside the generic
 * ones (CL's Leader flag), where the game's ruleset has them: applied as `fields` (elsewhere the
 * field meant nothing, and still does).
 */
const LOGGED_BESIDE = ['leader'] as const;
function loggedBeside(edit: object, ruleset: string): Record<string, boolean> {
  const part = unitTypePartOf(ruleset).shape;
  return Object.fromEntries(
    Object.entries(edit).filter(
      ([k, v]) => (LOGGED_BESIDE as readonly string[]).includes(k) && typeof v === 'boolean' && k in part,
    ),
  );
}

function setRulesetFields(
  t: Record<string, unknown>,
  fields: Record<string, string | number | boolean | null>,
  ruleset: string,
): void {
  const part = unitTypePartOf(ruleset);
  for (const [field, value] of Object.entries(fields)) {
    const schema = part.shape[field] as z.ZodType | undefined;
    if (!schema) throw new CommandError(`unit types of this game's rules have no field "${field}"`, field);
    if (value === null) {
      delete t[field];
      continue;
    }
    const read = schema.safeParse(value);
    if (!read.success) throw new CommandError(`${JSON.stringify(value)} is not a value of ${field}`, field);
    t[field] = read.data;
  }
}
