import * as z from 'zod';
import { CommandError } from './command-error.js';
import { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from './game-schema.js';
import { newUnitType, unitTypeDefaultsSchema, unitTypePartOf } from './unit-type-schema.js';
import { sideCountProblem } from './side-count.js';

/**
 * The game editor's edits that make a whole game: add, rename and remove terrain
 * types, hexside features, route types, mobilities, sides, nations and unit types (side-count.ts
 * says how many sides a ruleset takes);
 * turns and their weather; unit types' mobility, factors, NATO symbol, size and HQ throw range;
 * more rows, columns and sheets. Each works on a copy; game-edit.ts checks the whole game after.
 */
const ref = z.string().min(1).max(64);
const name = z.string().trim().min(1, 'a name is needed').max(120);
const lists = ['terrain', 'hexsideFeature', 'routeType', 'mobility', 'side', 'nation', 'unitType'] as const;
type ListKind = (typeof lists)[number];
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

const WORDS: Record<ListKind, string> = {
  terrain: 'terrain type',
  hexsideFeature: 'hexside feature',
  routeType: 'route type',
  mobility: 'mobility',
  side: 'side',
  nation: 'nation',
  unitType: 'unit type',
};

function items(g: GameDefinition, list: ListKind): Array<{ id: string; name: string }> {
  return {
    terrain: g.terrain,
    hexsideFeature: g.hexsideFeatures,
    routeType: g.routeTypes,
    mobility: g.mobilities,
    side: g.sides,
    nation: g.nations,
    unitType: g.unitTypes,
  }[list];
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** Applies one structure edit to `next` (a copy of `game`), or refuses it naming the problem. */
export function applyStructureEdit(game: GameDefinition, next: GameDefinition, edit: StructureEdit): void {
  const find = (list: ListKind, id: string) => {
    const x = items(next, list).find((i) => i.id === id);
    if (!x) throw new CommandError(`there is no ${WORDS[list]} "${id}"`, 'id');
    return x;
  };
  switch (edit.type) {
    case 'listAdd':
      return add(next, edit.list, edit.name);
    case 'listRename': {
      const x = find(edit.list, edit.id);
      if (items(next, edit.list).some((i) => i.id !== edit.id && i.name.toLowerCase() === edit.name.toLowerCase()))
        throw new CommandError(`there is already a ${WORDS[edit.list]} called ${edit.name}`, 'name');
      x.name = edit.name;
      return;
    }
    case 'listRemove':
      return remove(next, edit.list, find(edit.list, edit.id) as { id: string; name: string });
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
      return grow(next, edit.columns, edit.rows);
    case 'sheetAdd':
      return addSheet(game, next, edit.where);
  }
}

function add(g: GameDefinition, list: ListKind, label: string): void {
  const id = slug(label);
  if (!id) throw new CommandError(`"${label}" needs a letter or digit to make an id from`, 'name');
  if (items(g, list).some((i) => i.id === id || i.name.toLowerCase() === label.toLowerCase()))
    throw new CommandError(`there is already a ${WORDS[list]} called ${label}`, 'name');
  const colour = '#888888';
  switch (list) {
    case 'terrain': {
      const used = new Set(g.terrain.map((t) => t.code));
      const code = [...`${label.toLowerCase()}abcdefghijklmnopqrstuvwxyz0123456789`].find(
        (c) => /[a-z0-9]/.test(c) && !used.has(c),
      );
      if (!code) throw new CommandError('every terrain code letter is used', 'name');
      g.terrain.push({
        id,
        code,
        name: label,
        color: colour,
        cost: Object.fromEntries(g.mobilities.map((m) => [m.id, 1])),
      });
      return;
    }
    case 'hexsideFeature':
      g.hexsideFeatures.push({ id, name: label, color: '#3a7bd5', cost: {} });
      return;
    case 'routeType':
      g.routeTypes.push({ id, name: label, kind: 'road', color: '#7a5230', cost: {}, bridges: true });
      return;
    case 'mobility':
      g.mobilities.push({ id, name: label });
      // every terrain needs a cost for every mobility: the same as the first mobility's to start
      for (const t of g.terrain) t.cost[id] = t.cost[g.mobilities[0]!.id] ?? 1;
      return;
    case 'side':
      return addSide(g, id, label);
    case 'nation':
      g.nations.push({ id, name: label, side: g.sides[0]!.id, fullFrom: [] });
      return;
    case 'unitType':
      // every field's default, the rulesets' own included (a grand-campaign unit type is no air unit)
      g.unitTypes.push(
        newUnitType({ id, name: label, mobility: g.mobilities[0]!.id, combat: true, hq: false, symbol: 'other' }),
      );
      return;
  }
}

function remove(g: GameDefinition, list: ListKind, x: { id: string; name: string }): void {
  const refuse = (why: string) => {
    throw new CommandError(`${x.name} cannot be removed: ${why}`, 'id');
  };
  switch (list) {
    case 'terrain': {
      if (g.terrain.length === 1) refuse('a map needs at least one terrain type');
      const code = g.terrain.find((t) => t.id === x.id)!.code;
      const grid = new HexGrid(g.map);
      let n = 0;
      let first = '';
      g.map.hexes.forEach((line, row) => {
        for (let col = 0; col < line.length; col++)
          if (line[col] === code) {
            if (!n++) first = grid.printedId(grid.indexAt(col, row));
          }
      });
      if (n)
        refuse(
          `it is painted on ${n} hex${n === 1 ? '' : 'es'} (first ${first}): paint them with another terrain first`,
        );
      g.terrain = g.terrain.filter((t) => t.id !== x.id);
      return;
    }
    case 'hexsideFeature': {
      const n = g.hexsides.filter((h) => h.feature === x.id).length;
      if (n) refuse(`it is on ${n} hexside${n === 1 ? '' : 's'}: clear them first`);
      g.hexsideFeatures = g.hexsideFeatures.filter((f) => f.id !== x.id);
      return;
    }
    case 'routeType': {
      const n = g.routes.filter((r) => r.type === x.id).length;
      if (n) refuse(`${n} route${n === 1 ? ' is' : 's are'} drawn with it: remove them first`);
      g.routeTypes = g.routeTypes.filter((r) => r.id !== x.id);
      return;
    }
    case 'mobility': {
      if (g.mobilities.length === 1) refuse('a game needs at least one mobility');
      const t = g.unitTypes.find((u) => u.mobility === x.id || namesMobility(u, x.id));
      if (t) refuse(`the unit type ${t.name} moves by it`);
      g.mobilities = g.mobilities.filter((m) => m.id !== x.id);
      for (const c of [...g.terrain, ...g.hexsideFeatures, ...g.routeTypes]) delete c.cost[x.id];
      for (const t of g.terrain) for (const w of Object.values(t.weather ?? {})) delete w[x.id];
      return;
    }
    case 'side': {
      const why = sideCountProblem(g, g.sides.length - 1);
      if (why) refuse(why);
      if (g.nations.some((n) => n.side === x.id))
        refuse(
          `nations fight for it (${g.nations
            .filter((n) => n.side === x.id)
            .map((n) => n.name)
            .join(', ')}): give them to another side first`,
        );
      const sources = g.supplySources.filter((s) => s.side === x.id).length;
      if (sources)
        refuse(`${sources} supply source${sources === 1 ? ' is' : 's are'} on the map for it: remove them first`);
      // its own settings go with it: the phases it plays and how it traces supply
      g.sides = g.sides.filter((s) => s.id !== x.id);
      delete g.phasesBySide[x.id];
      g.supplyRules = g.supplyRules.filter((r) => r.side !== x.id);
      return;
    }
    case 'nation': {
      if (g.supplySources.some((s) => s.nation === x.id)) refuse('supply sources on the map belong to it');
      g.nations = g.nations.filter((n) => n.id !== x.id);
      for (const n of g.nations) n.fullFrom = n.fullFrom.filter((f) => f !== x.id);
      return;
    }
    case 'unitType':
      if (g.unitTypes.length === 1) refuse('a game needs at least one unit type');
      g.unitTypes = g.unitTypes.filter((t) => t.id !== x.id);
      return;
  }
}

/**
 * Another side (OCS, classic: every side not moving is enemy; the clock takes the sides in turn).
 * Nothing is copied from another side: it has no supply rule until the referee chooses one (the
 * editor's "How each side plays" opens, and the readiness list asks for it), and it plays the
 * ruleset's whole sequence of play, the stated default, until the referee trims it.
 */
function addSide(g: GameDefinition, id: string, label: string): void {
  const why = sideCountProblem(g, g.sides.length + 1);
  if (why) throw new CommandError(`${label} cannot be added: ${why}`, 'list');
  const used = new Set(g.sides.map((s) => s.color.toLowerCase()));
  const color = SIDE_COLOURS.find((c) => !used.has(c)) ?? '#888888';
  g.sides.push({ id, name: label, color });
}

/** Colours for added sides, far from each other and from the usual two. */
const SIDE_COLOURS = ['#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#5d4037', '#ad1457', '#9e9d24', '#37474f'];

/** More columns at the right and rows at the bottom: the sheets on that edge grow with the map. */
function grow(g: GameDefinition, columns: number, rows: number): void {
  if (!columns && !rows) throw new CommandError('add at least one column or row', 'columns');
  const { map } = g;
  const fill = g.terrain[0]!.code;
  for (const s of map.sections) {
    if (s.column + s.columns === map.columns) s.columns += columns;
    if (s.row + s.rows === map.rows) s.rows += rows;
  }
  map.hexes = map.hexes.map((line) => line + fill.repeat(columns));
  map.columns += columns;
  for (let k = 0; k < rows; k++) map.hexes.push(fill.repeat(map.columns));
  map.rows += rows;
}

/** Another printed sheet the size of the first, to the right of the map or below it. */
function addSheet(game: GameDefinition, g: GameDefinition, where: 'right' | 'below'): void {
  const { map } = g;
  if (map.sections.some((s) => s.id === ''))
    throw new CommandError(
      'this map is one sheet with hex ids without a sheet letter: make a new game with several sheets instead',
      'where',
    );
  const first = map.sections[0]!;
  const id = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((c) => !map.sections.some((s) => s.id === c));
  if (!id) throw new CommandError('every sheet letter A-Z is used', 'where');
  const fill = game.terrain[0]!.code;
  const section = {
    id,
    column: where === 'right' ? map.columns : 0,
    row: where === 'below' ? map.rows : 0,
    columns: first.columns,
    rows: first.rows,
    firstColumn: first.firstColumn,
    firstRow: first.firstRow,
  };
  const addCols = where === 'right' ? first.columns : Math.max(0, first.columns - map.columns);
  const addRows = where === 'below' ? first.rows : Math.max(0, first.rows - map.rows);
  map.hexes = map.hexes.map((line) => line + ' '.repeat(addCols));
  map.columns += addCols;
  for (let k = 0; k < addRows; k++) map.hexes.push(' '.repeat(map.columns));
  map.rows += addRows;
  // the new sheet's hexes are clear terrain; cells outside every sheet stay holes (a space)
  for (let r = section.row; r < section.row + section.rows; r++) {
    const line = [...map.hexes[r]!];
    for (let c = section.column; c < section.column + section.columns; c++) line[c] = fill;
    map.hexes[r] = line.join('');
  }
  map.sections.push(section);
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

/**
 * A unit type's field, a ruleset's own included, that moves by a mobility (an OCS Extender's
 * `{ mp, mobility }`): the model names no ruleset's field, so it looks for any field of that shape.
 */
function namesMobility(t: object, mobility: string): boolean {
  return Object.values(t).some(
    (v) => typeof v === 'object' && v !== null && (v as { mobility?: unknown }).mobility === mobility,
  );
}
