import { HexGrid } from '../hex/hex-grid.js';
import type { CampaignState, Unit } from './campaign-schema.js';
import { parseCsv, writeCsv, CsvSyntaxError } from './csv.js';
import { FormatError } from './format-error.js';
import type { GameDefinition } from './game-schema.js';
import { unitSizes } from './unit-type-schema.js';
import { typeDefaults, unitProblems, type UnitProblem } from './unit-check.js';

/**
 * The order of battle as a spreadsheet: one row per counter, under the documented header
 * (docs/formats.md). Header names match case-insensitively; a unit with an arrival turn goes on
 * the turn record track. Reading checks every row against the game and reports every problem by
 * row and column: one wrong row and nothing is imported. The name columns beside side, nation and
 * type are for people reading the sheet: the ids beside them are what is read back (a name only
 * where its id cell is empty).
 */
export const OOB_COLUMNS = [
  { key: 'id', header: 'id', aliases: [] },
  { key: 'name', header: 'name', aliases: [] },
  { key: 'side', header: 'side', aliases: [] },
  { key: 'sideName', header: 'side name', aliases: [] },
  { key: 'nation', header: 'nation', aliases: [] },
  { key: 'nationName', header: 'nation name', aliases: [] },
  { key: 'type', header: 'type', aliases: ['unit type'] },
  { key: 'typeName', header: 'type name', aliases: [] },
  { key: 'size', header: 'size', aliases: [] },
  { key: 'hex', header: 'hex', aliases: [] },
  { key: 'steps', header: 'steps', aliases: [] },
  { key: 'maxSteps', header: 'maximum steps', aliases: ['max steps'] },
  { key: 'attack', header: 'attack', aliases: [] },
  { key: 'defense', header: 'defence', aliases: ['defense'] },
  { key: 'ma', header: 'MA', aliases: ['movement allowance'] },
  { key: 'ar', header: 'AR', aliases: ['action rating'] },
  { key: 're', header: 'RE', aliases: [] },
  { key: 'formation', header: 'formation', aliases: [] },
  { key: 'throwRange', header: 'HQ throw range', aliases: ['throw range'] },
  { key: 'mobility', header: 'mobility', aliases: ['throw range mobility'] },
  { key: 'arrival', header: 'arrival turn', aliases: ['arrival'] },
  { key: 'rating', header: 'Leader rating', aliases: ['rating'] },
] as const;
type ColumnKey = (typeof OOB_COLUMNS)[number]['key'];
const REQUIRED: ColumnKey[] = ['name', 'side', 'type', 'hex'];

/** One counter of the order of battle: on the map, or due on the turn record track. */
export interface OobEntry {
  unit: Unit;
  arrival?: number;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** RE as the game writes it: "1/2", "1 1/2", "2", or "1.5". */
export function parseHalves(text: string): number | undefined {
  const m = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(text.trim());
  if (m) return (m[1] ? Number(m[1]) : 0) + Number(m[2]) / Number(m[3]);
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : undefined;
}
export function formatHalves(n: number): string {
  const whole = Math.floor(n);
  return n === whole ? String(n) : whole ? `${whole} 1/2` : '1/2';
}

/** Reads an order of battle; throws a FormatError listing every problem by row and column. */
export function readOobCsv(text: string, game: GameDefinition, state: CampaignState, label = 'the CSV'): OobEntry[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError) throw new FormatError(`${label} is not valid CSV`, [e.message]);
    throw e;
  }
  const [head, ...rows] = records;
  if (!head) throw new FormatError(`${label} is empty`, ['expected a header row and one row per unit']);
  const at = new Map<ColumnKey, number>();
  const headProblems: string[] = [];
  head.fields.forEach((h, k) => {
    const col = OOB_COLUMNS.find((c) => norm(c.header) === norm(h) || c.aliases.some((a) => a === norm(h)));
    if (!col) {
      if (h.trim())
        headProblems.push(
          `column ${k + 1} "${h}" is not a column of the order of battle (columns: ${OOB_COLUMNS.map((c) => c.header).join(', ')})`,
        );
    } else if (at.has(col.key)) headProblems.push(`column ${k + 1} "${h}": the column "${col.header}" appears twice`);
    else at.set(col.key, k);
  });
  for (const key of REQUIRED)
    if (!at.has(key)) headProblems.push(`the column "${OOB_COLUMNS.find((c) => c.key === key)!.header}" is missing`);
  if (headProblems.length)
    throw new FormatError(`${label}: the header row is wrong; nothing was imported`, headProblems);
  if (!rows.length) throw new FormatError(`${label} has no units`, ['expected one row per unit under the header']);

  const grid = new HexGrid(game.map);
  const taken = new Set([...state.units, ...state.deadPile, ...state.track.map((t) => t.unit)].map((u) => u.id));
  const problems: string[] = [];
  const entries: OobEntry[] = [];
  const byName = <T extends { id: string; name: string }>(list: readonly T[], v: string) =>
    list.find((x) => x.id === v) ?? list.find((x) => norm(x.id) === norm(v) || norm(x.name) === norm(v));
  for (const r of rows) {
    const where = (key: ColumnKey) => `row ${r.line}, column "${OOB_COLUMNS.find((c) => c.key === key)!.header}"`;
    const bad = (key: ColumnKey, message: string) => problems.push(`${where(key)}: ${message}`);
    const raw = (key: ColumnKey) => (at.has(key) ? (r.fields[at.get(key)!] ?? '') : '');
    const cell = (key: ColumnKey) => raw(key).trim();
    const before = problems.length;
    const int = (key: ColumnKey, what: string): number | undefined => {
      const v = cell(key).replace(/\s*MP$/i, '');
      if (!v) return undefined;
      if (!/^\d+$/.test(v)) bad(key, `${what} is a whole number, not "${cell(key)}"`);
      return Number(v);
    };
    const sideText = cell('side') || cell('sideName');
    const side = byName(game.sides, sideText)?.id ?? sideText;
    const typeText = cell('type') || cell('typeName');
    const type = byName(game.unitTypes, typeText);
    const d = typeDefaults(game, type?.id ?? typeText);
    const nationText = cell('nation') || cell('nationName');
    const nation = nationText ? (byName(game.nations, nationText)?.id ?? nationText) : undefined;
    const sizeText = cell('size').toUpperCase();
    if (sizeText && !(unitSizes as readonly string[]).includes(sizeText))
      bad('size', `"${cell('size')}" is not a unit size (${unitSizes.join(', ')})`);
    const reText = cell('re');
    const re = reText ? parseHalves(reText) : d.re;
    if (re === undefined) bad('re', `RE is written 1/2, 1, 1 1/2 ..., not "${reText}"`);
    const steps = int('steps', 'steps') ?? d.steps;
    const throwMp = int('throwRange', 'the HQ throw range');
    const mobText = cell('mobility');
    const mobility = mobText ? (byName(game.mobilities, mobText)?.id ?? mobText) : type?.mobility;
    if (mobText && throwMp === undefined && !d.throwRange) bad('mobility', 'a mobility is given but no HQ throw range');
    const rating = int('rating', "the Leader's rating");
    const arrivalText = cell('arrival');
    const arrival = int('arrival', 'the arrival turn');
    if (arrival !== undefined && /^\d+$/.test(arrivalText) && !game.turns.some((t) => t.number === arrival))
      bad('arrival', `turn ${arrival} is not on this game's turn record track`);
    // a name keeps its spaces, as the referee typed it ("  2/5 Pz" lines up in their sheet)
    const name = cell('name') ? raw('name') : '';
    let id = cell('id');
    if (!id) {
      // an id from the name, as "New unit here" makes one: "7 Pz Div" -> "7-pz-div"
      const base =
        norm(name)
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 48) || 'unit';
      id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    } else if (taken.has(id)) bad('id', `the id "${id}" is already used by another unit`);
    const hexText = cell('hex');
    const hexIndex = grid.indexOf(hexText);
    const unit: Unit = {
      id,
      name,
      side,
      type: type?.id ?? typeText,
      hex: hexIndex >= 0 ? grid.printedId(hexIndex) : hexText,
      steps,
      maxSteps: int('maxSteps', 'maximum steps') ?? Math.max(steps, d.steps),
      re: re ?? 1,
      ar: int('ar', 'the AR') ?? d.ar,
      ma: int('ma', 'the MA') ?? d.ma,
      mode: 'combat',
      attack: int('attack', 'the attack factor') ?? d.attack,
      defense: int('defense', 'the defence factor') ?? d.defense,
      ...(nation ? { nation } : {}),
      ...(sizeText || d.size ? { size: (sizeText || d.size) as Unit['size'] } : {}),
      ...(cell('formation') ? { formation: cell('formation') } : {}),
      ...(throwMp !== undefined && mobility
        ? { throwRange: { mp: throwMp, mobility } }
        : d.throwRange
          ? { throwRange: d.throwRange }
          : {}),
      ...(arrival === undefined ? {} : { enteredTurn: arrival }),
      ...(rating === undefined ? {} : { rating }),
    };
    taken.add(id);
    if (problems.length === before) {
      for (const p of unitProblems(game, grid, unit)) bad(columnOf(p), p.message);
    }
    if (problems.length === before) entries.push(arrival === undefined ? { unit } : { unit, arrival });
  }
  if (problems.length) {
    const n = new Set(problems.map((p) => p.split(',')[0])).size;
    throw new FormatError(`${label} has errors in ${n} row${n === 1 ? '' : 's'}; nothing was imported`, problems);
  }
  return entries;
}

function columnOf(p: UnitProblem): ColumnKey {
  return p.field === 'throwRange' ? 'throwRange' : (OOB_COLUMNS.find((c) => c.key === p.field)?.key ?? 'id');
}

/** The order of battle on the map and on the turn record track, under the documented header; names from `game`. */
export function writeOobCsv(state: CampaignState, game?: GameDefinition): string {
  const name = (list: ReadonlyArray<{ id: string; name: string }> | undefined, id: string | undefined) =>
    id === undefined ? undefined : list?.find((x) => x.id === id)?.name;
  const row = (u: Unit, arrival?: number) => [
    u.id,
    u.name,
    u.side,
    name(game?.sides, u.side),
    u.nation,
    name(game?.nations, u.nation),
    u.type,
    name(game?.unitTypes, u.type),
    u.size,
    u.hex,
    u.steps,
    u.maxSteps,
    u.attack,
    u.defense,
    u.ma,
    u.ar,
    formatHalves(u.re),
    u.formation,
    u.throwRange?.mp,
    u.throwRange?.mobility,
    arrival,
    u.rating,
  ];
  return writeCsv([
    OOB_COLUMNS.map((c) => c.header),
    ...state.units.map((u) => row(u)),
    ...state.track.map((t) => row(t.unit, t.turn)),
  ]);
}
