import * as z from 'zod';
import { RULESET_IDS } from './ruleset-ids.js';
import { GAME_FORMAT, GAME_FORMAT_VERSION, gameDefinitionSchema, type GameDefinition } from './game-schema.js';
import { gameProblems } from './game-problems.js';
import { CommandError } from './command-error.js';
import { sidePlaySchema, withSidePlay } from './side-play.js';

/**
 * A new game from nothing: the ruleset, the grid size of one printed sheet, the hex orientation
 * and how many sheets across and down, and how each of its two sides (side-a, side-b) plays — the
 * supply rule the referee chose (none: not chosen yet) and its sequence of play (absent: the
 * ruleset's whole sequence). It starts as the smallest valid game — clear terrain, Leg movement,
 * two sides, one unit type, ten turns — which the referee then edits.
 */
export const newGameSpecSchema = z.object({
  name: z.string().trim().min(1, 'the game needs a name').max(200),
  ruleset: z.enum(RULESET_IDS),
  orientation: z.enum(['flat', 'pointy']).default('flat'),
  columns: z.int().min(1).max(500),
  rows: z.int().min(1).max(500),
  sheetsAcross: z.int().min(1).max(10).default(1),
  sheetsDown: z.int().min(1).max(10).default(1),
  turns: z.int().min(1).max(500).default(10),
  play: sidePlaySchema.optional(),
});
export type NewGameSpec = z.input<typeof newGameSpecSchema>;

export function newGame(input: NewGameSpec): GameDefinition {
  const r = newGameSpecSchema.safeParse(input);
  if (!r.success)
    throw new CommandError(
      `a new game needs ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const s = r.data;
  const columns = s.columns * s.sheetsAcross;
  const rows = s.rows * s.sheetsDown;
  if (columns > 2000 || rows > 2000) throw new CommandError(`${columns} x ${rows} hexes is larger than 2000 x 2000`);
  const several = s.sheetsAcross * s.sheetsDown > 1;
  const sections = [];
  for (let down = 0; down < s.sheetsDown; down++)
    for (let across = 0; across < s.sheetsAcross; across++)
      sections.push({
        id: several ? String.fromCharCode(65 + sections.length) : '',
        column: across * s.columns,
        row: down * s.rows,
        columns: s.columns,
        rows: s.rows,
        firstColumn: 1,
        firstRow: 1,
      });
  const id =
    s.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'game';
  const game = gameDefinitionSchema.parse({
    format: GAME_FORMAT,
    formatVersion: GAME_FORMAT_VERSION,
    id,
    name: s.name,
    ruleset: s.ruleset,
    costScale: 2,
    // Leg and Truck: OCS 12.3 traces supply in truck MP; other systems simply have both
    mobilities: [
      { id: 'leg', name: 'Leg' },
      { id: 'truck', name: 'Truck' },
    ],
    map: {
      orientation: s.orientation,
      offset: 'odd',
      columns,
      rows,
      sections,
      hexes: Array.from({ length: rows }, () => '.'.repeat(columns)),
    },
    terrain: [
      {
        id: 'clear',
        code: '.',
        name: 'Clear',
        color: '#cfd8a8',
        cost: { leg: 1, truck: 1 },
      },
    ],
    sides: [
      { id: 'side-a', name: 'Side A', color: '#4a6fa5' },
      { id: 'side-b', name: 'Side B', color: '#b0463c' },
    ],
    unitTypes: [{ id: 'inf', name: 'Infantry', mobility: 'leg', combat: true, symbol: 'infantry' }],
    turns: Array.from({ length: s.turns }, (_, k) => ({ number: k + 1, label: `Turn ${k + 1}`, weather: 'clear' })),
  });
  const played = s.play ? withSidePlay(game, s.play) : game;
  const problems = gameProblems(played);
  if (problems.length) throw new CommandError(`the new game would not be valid: ${problems.join('; ')}`);
  return played;
}
