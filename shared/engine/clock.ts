import type { Clock } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import { CommandError } from '../model/command-error.js';
import type { Ruleset } from './ruleset.js';

/** What the clock needs of a ruleset: its phases. */
type Phases = Pick<Ruleset, 'phases'>;

/**
 * The game clock walks the ruleset's phases for each side in turn (first side first), then the
 * next turn on the turn record track.
 */
export function nextClock(game: GameDefinition, rules: Phases, clock: Clock): Clock {
  const phases = phasesOf(game, rules, clock.side);
  const p = phases.indexOf(clock.phase);
  const s = game.sides.findIndex((x) => x.id === clock.side);
  if (p < 0) throw new CommandError(`the campaign is in an unknown phase "${clock.phase}"`, 'clock.phase');
  if (s < 0) throw new CommandError(`the campaign's clock names an unknown side "${clock.side}"`, 'clock.side');
  if (p + 1 < phases.length) return { ...clock, phase: phases[p + 1]! };
  if (s + 1 < game.sides.length) {
    const side = game.sides[s + 1]!.id;
    return { ...clock, side, phase: phasesOf(game, rules, side)[0]! };
  }
  const turns = game.turns.map((t) => t.number).sort((a, b) => a - b);
  const next = turns.find((t) => t > clock.turn);
  if (next === undefined) throw new CommandError(`turn ${clock.turn} is the last turn on the turn record track`);
  return { turn: next, side: game.sides[0]!.id, phase: phasesOf(game, rules, game.sides[0]!.id)[0]! };
}

/** The phase ids of a side's player turn: the game's own list for the side, else the ruleset's. */
export function phasesOf(game: GameDefinition, rules: Phases, side: string): string[] {
  return game.phasesBySide[side] ?? rules.phases.map((p) => p.id);
}

/** "Turn 3 (Jul II 42), Axis Movement Phase" */
export function describeClock(game: GameDefinition, rules: Phases, clock: Clock): string {
  const turn = game.turns.find((t) => t.number === clock.turn);
  const side = game.sides.find((s) => s.id === clock.side)?.name ?? clock.side;
  const phase = rules.phases.find((p) => p.id === clock.phase)?.name ?? clock.phase;
  return `Turn ${clock.turn}${turn?.label ? ` (${turn.label})` : ''}, ${side} ${phase}`;
}
