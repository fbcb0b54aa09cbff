import { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { fold } from '../../shared/engine/fold.js';
import { gameWithEdits } from '../../shared/engine/game-edit-command.js';
import { rulesetInfo, type RulesetInfo } from '../../shared/rules/rulesets.js';
import type { CampaignStore } from '../store/campaign-store.js';

/** An open campaign: its store plus what is derived once on opening (grid, ruleset, current state). */
export interface CampaignSession {
  readonly store: CampaignStore;
  readonly game: GameDefinition;
  readonly grid: HexGrid;
  readonly ruleset: RulesetInfo;
  state: CampaignState;
  commandsSinceSnapshot: number;
  /** the state after command `seq`, kept in memory: undo and redo fold forward from here */
  anchor: { seq: number; state: CampaignState };
  /** the movement graph, built on first use and kept while the campaign is open */
  graph(): MovementGraph;
}

/** The latest snapshot (or the setup), and the current state: that folded with the events after it. */
export function loadState(store: CampaignStore): {
  anchor: { seq: number; state: CampaignState };
  state: CampaignState;
} {
  const { snapshot, events } = store.readForFold();
  const anchor = snapshot ?? { seq: 0, state: store.readSetup() };
  return { anchor, state: fold(anchor.state, events) };
}

export function openSession(store: CampaignStore): CampaignSession {
  // the game it was made with and the game edits done in its log (issue 17)
  const game = gameWithEdits(store.readGame(), store.doneGameEdits());
  const grid = new HexGrid(game.map);
  grid.indexIds();
  let graph: MovementGraph | undefined;
  const loaded = loadState(store);
  return {
    store,
    game,
    grid,
    ruleset: rulesetInfo(game.ruleset),
    state: loaded.state,
    anchor: loaded.anchor,
    commandsSinceSnapshot: 0,
    graph: () => (graph ??= new MovementGraph(game, grid)),
  };
}
