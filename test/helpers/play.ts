import { commandSchema, type Command } from '../../shared/rules/registered-commands.js';
import { applyCommand, fold, type GameEvent } from '../../shared/rules/registered-events.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { RegisteredRules } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { rulesContext } from '../../shared/rules/rulesets.js';

/** Applies commands one after another, as the service does (schema-checked), and returns the state and every event. */
export function play(
  game: GameDefinition,
  start: CampaignState<RegisteredRules>,
  ...commands: Array<Record<string, unknown>>
): { state: CampaignState<RegisteredRules>; events: GameEvent[] } {
  const graph = new MovementGraph(game);
  let state = start;
  const events: GameEvent[] = [];
  for (const raw of commands) {
    const c = commandSchema.parse(raw) as Command;
    const e = applyCommand(rulesContext(game, graph.grid, graph), state, c);
    events.push(...e);
    state = fold(state, e);
  }
  return { state, events };
}
