import { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { fold } from '../../shared/engine/fold.js';
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
  /** the movement graph, built on first use and kept while the campaign is open */
  graph(): MovementGraph;
}

/** Rebuilds the current state: the latest snapshot (or the setup) folded with the events after it. */
export function currentState(store: CampaignStore): CampaignState {
  const { snapshot, events } = store.readForFold();
  return fold(snapshot?.state ?? store.readSetup(), events);
}

export function openSession(store: CampaignStore): CampaignSession {
  const game = store.readGame();
  const grid = new HexGrid(game.map);
  grid.indexIds();
  let graph: MovementGraph | undefined;
  return {
    store,
    game,
    grid,
    ruleset: rulesetInfo(game.ruleset),
    state: currentState(store),
    commandsSinceSnapshot: 0,
    graph: () => (graph ??= new MovementGraph(game, grid)),
  };
}
