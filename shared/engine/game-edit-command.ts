import * as z from 'zod';
import type { HexGrid } from '../hex/hex-grid.js';
import type { CampaignState } from '../model/campaign-schema.js';
import { stateProblems } from '../model/campaign-problems.js';
import { anyGameEditSchema, applyGameEdit, isGenericGameEdit, type GameEdit } from '../model/game-edit.js';
import type { GameDefinition } from '../model/game-schema.js';
import { CommandError } from '../model/command-error.js';
import { ID_NAMES, type RefereeNames } from './referee-names.js';

/**
 * Editing the game embedded in an open campaign as a logged command: the campaign's
 * game is the game it was made with, plus every game.edit done in its log, in order — so undo,
 * redo and the archive keep each edit like any other command. An edit the campaign's units and
 * dumps no longer fit (their hex gone, their type removed) is refused. The registry reads the edit
 * with every ruleset's own edits joined (rules/registered-commands.ts); the engine applies any.
 */
export const gameEditCommand = z.object({ type: z.literal('game.edit'), edit: anyGameEditSchema });
export type GameEditCommand = z.infer<typeof gameEditCommand>;
export type GameEditEvent = { type: 'gameEdited'; edit: GameEdit };

export function applyGameEditCommand(
  ctx: { readonly game: GameDefinition; readonly grid: HexGrid },
  state: CampaignState,
  c: GameEditCommand,
): GameEditEvent[] {
  const next = applyGameEdit(ctx.game, c.edit);
  const problems = stateProblems(next, state);
  if (problems.length)
    throw new CommandError(`the campaign would no longer fit its game: ${problems.slice(0, 3).join('; ')}`, 'edit');
  return [{ type: 'gameEdited', edit: c.edit }];
}

/** The campaign's game now: the game it was made with and its logged edits, in order. */
export function gameWithEdits(base: GameDefinition, edits: readonly GameEdit[]): GameDefinition {
  return edits.reduce((g, e) => applyGameEdit(g, e), base);
}

/** The edit in a referee's words: sides by their names (`n`), hexes by their printed ids. */
export function describeGameEdit(e: GameEdit, n: Pick<RefereeNames, 'side'> = ID_NAMES): string {
  if (!isGenericGameEdit(e)) return `edit the game (${e.type})`;
  switch (e.type) {
    case 'paint':
      return `paint ${e.hexes.length} hex${e.hexes.length === 1 ? '' : 'es'} ${e.terrain}`;
    case 'listAdd':
      return `add ${e.list} ${e.name}`;
    case 'listRename':
      return `rename ${e.list} ${e.id} to ${e.name}`;
    case 'listRemove':
      return `remove ${e.list} ${e.id}`;
    case 'source':
      return e.remove
        ? `remove ${n.side(e.side)}'s supply source at ${e.hex}`
        : `${n.side(e.side)} supply source at ${e.hex}`;
    case 'hexside':
      return e.feature ? `${e.feature} between ${e.a} and ${e.b}` : `clear the hexside between ${e.a} and ${e.b}`;
    case 'route':
      return `${e.route} ${e.hexes[0]} to ${e.hexes.at(-1)}`;
    case 'supplyRule':
      return e.rule ? `supply rule for ${n.side(e.side)}: ${e.rule.method}` : `no supply rule for ${n.side(e.side)}`;
    case 'sidePhases':
      return e.phases
        ? `sequence of play for ${n.side(e.side)}: ${e.phases.join(', ')}`
        : `the rules' sequence of play for ${n.side(e.side)}`;
    case 'terrainSet':
      return `terrain ${e.terrain}${e.color ? ` coloured ${e.color}` : ''}${e.impassable === undefined ? '' : e.impassable ? ' impassable' : ' passable'}`;
    default:
      return `edit the game (${e.type})`;
  }
}
