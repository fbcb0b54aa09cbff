import type { EatingDumpView } from '../../engine/capabilities.js';
import { dumpName, unitNameIn } from '../../engine/referee-names.js';
import type { MovementGraph } from '../../hex/movement-graph.js';
import { CommandError } from '../../model/command-error.js';
import type { OcsState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { dumpsAvailable, dumpTable } from './dump-access.js';
import { formatTokens } from './quantity.js';
import { sideContext } from './side-context.js';

/**
 * OCS 12.6c: "up to 2 RE (within draw or throw range of the dump) can be fed" — the dumps holding
 * supply that a unit could eat from: drawn itself (12.3a) or thrown by an HQ (12.3b), nearest
 * first, each once (by its nearest way). What the Supply panel offers for `supply.apply`'s eatFrom;
 * the command checks the choice again (eating-choice.ts).
 */
export function eatingDumps(
  game: GameDefinition,
  graph: MovementGraph,
  state: OcsState,
  side: string,
  unitId: string,
): EatingDumpView[] {
  const unit = state.units.find((u) => u.id === unitId && u.side === side);
  if (!unit) throw new CommandError(`there is no ${side} unit "${unitId}"`, 'unit');
  const sideCtx = sideContext(game, graph, state, side);
  const dumps = state.dumps.filter((d) => d.side === side && d.amount > 0);
  const name = unitNameIn(state);
  const seen = new Set<string>();
  const out: EatingDumpView[] = [];
  for (const a of dumpsAvailable(sideCtx, { unit }, dumpTable(sideCtx, dumps))) {
    if (seen.has(a.dump.id)) continue;
    seen.add(a.dump.id);
    const how = a.via === 'draw' ? `drawn, ${a.mp} MP` : `${a.via}, ${a.mp} MP`;
    out.push({ dump: a.dump.id, label: `${dumpName(a.dump, name)}: ${formatTokens(a.dump.amount)} (${how})` });
  }
  return out;
}
