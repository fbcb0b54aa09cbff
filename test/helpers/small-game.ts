import {
  GAME_FORMAT,
  gameDefinitionSchema,
  type GameDefinition,
  type GameDefinitionInput,
} from '../../shared/model/game-schema.js';
import { gameProblems } from '../../shared/model/game-problems.js';
import type { Unit } from '../../shared/model/campaign-schema.js';

type Cost = number | 'P';

/**
 * A small game for tests: terrain rows in the given codes, with terrain, hexside features and routes
 * that tests set cost by cost. Defaults: '.' clear (1 MP for all), 'w' woods (leg 2, truck 3,
 * track 2), 'm' marsh (leg 3, truck P, track 5), 'r' road 1/2 MP for truck and track, 'v' river
 * +1 leg, +3 truck and track.
 */
export function smallGame(rows: string[], extra: Partial<GameDefinitionInput> = {}): GameDefinition {
  const columns = rows[0]!.length;
  const input: GameDefinitionInput = {
    format: GAME_FORMAT,
    formatVersion: 1,
    id: 'small',
    name: 'Small test map',
    ruleset: 'ocs',
    costScale: 2,
    mobilities: [
      { id: 'leg', name: 'Leg' },
      { id: 'truck', name: 'Truck' },
      { id: 'track', name: 'Track' },
    ],
    map: {
      orientation: 'flat',
      offset: 'odd',
      columns,
      rows: rows.length,
      sections: [{ id: '', column: 0, row: 0, columns, rows: rows.length, firstColumn: 1, firstRow: 1 }],
      hexes: rows,
    },
    terrain: [
      { id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, truck: 1, track: 1 } },
      { id: 'woods', code: 'w', name: 'Woods', color: '#88aa77', cost: { leg: 2, truck: 3, track: 2 } },
      { id: 'marsh', code: 'm', name: 'Marsh', color: '#99bbbb', cost: { leg: 3, truck: 'P' as Cost, track: 5 } },
    ],
    hexsideFeatures: [{ id: 'river', name: 'River', color: '#3366cc', cost: { leg: 1, truck: 3, track: 3 } }],
    routeTypes: [
      {
        id: 'road',
        name: 'Road',
        kind: 'road',
        color: '#884422',
        cost: { leg: 1, truck: 0.5, track: 0.5 },
        bridges: true,
      },
    ],
    sides: [
      { id: 'a', name: 'Axis', color: '#888888' },
      { id: 'b', name: 'Soviet', color: '#cc4433' },
    ],
    unitTypes: [{ id: 'inf', name: 'Infantry', mobility: 'leg', combat: true }],
    turns: [{ number: 1, label: 'T1' }],
    ...extra,
  };
  const game = gameDefinitionSchema.parse(input);
  const problems = gameProblems(game);
  if (problems.length) throw new Error(problems.join('\n'));
  return game;
}

/** A two-step 5-4-4 infantry unit named after its id, for tests that only care where it stands and whose it is. */
export function infantry(id: string, side: string, hex: string): Unit {
  return {
    id,
    name: `${id} name`,
    side,
    type: 'inf',
    hex,
    steps: 2,
    maxSteps: 2,
    re: 1,
    ar: 3,
    ma: 4,
    mode: 'combat',
    attack: 5,
    defense: 4,
  };
}
