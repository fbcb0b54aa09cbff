import { HexGrid } from '../hex/hex-grid.js';
import type { CampaignState } from '../model/campaign-schema.js';
import { stateProblems } from '../model/campaign-problems.js';
import type { GameDefinition } from '../model/game-schema.js';
import { phasesOf } from './clock.js';
import type { Ruleset } from './ruleset.js';

/**
 * What must hold of any campaign state, whatever the log that led to it: the setup problems
 * (known sides and unit types, hexes on the map, steps within those printed), and besides, each
 * unit in exactly one place (map, dead pile, turn record track), no amount negative, a clock that
 * names a real turn, side and phase, and what the ruleset's own state asks of itself.
 */
export function stateInvariantProblems(
  game: GameDefinition,
  rules: Pick<Ruleset, 'phases' | 'state'>,
  state: CampaignState,
  grid = new HexGrid(game.map),
): string[] {
  const problems = stateProblems(game, state, grid);
  const places = new Map<string, string>();
  const place = (id: string, where: string) => {
    const before = places.get(id);
    if (before) problems.push(`unit "${id}" is in two places: ${before} and ${where}`);
    else places.set(id, where);
  };
  for (const u of state.units) place(u.id, `hex ${u.hex}`);
  for (const u of state.deadPile ?? []) place(u.id, 'the dead pile');
  for (const e of state.track ?? []) place(e.unit.id, `the turn record track (turn ${e.turn})`);
  for (const d of state.dumps)
    if (!Number.isInteger(d.amount) || d.amount < 0) problems.push(`dump "${d.id}": amount ${d.amount} is negative`);
  for (const u of state.units)
    if (!Number.isInteger(u.steps) || u.steps < 0) problems.push(`unit "${u.id}": ${u.steps} steps`);
  if (
    game.sides.some((s) => s.id === state.clock.side) &&
    !phasesOf(game, rules, state.clock.side).includes(state.clock.phase)
  )
    problems.push(`clock.phase: "${state.clock.phase}" is not a phase of ${state.clock.side}'s turn`);
  problems.push(...(rules.state?.problems?.(state, grid) ?? []));
  return problems;
}
