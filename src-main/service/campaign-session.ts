import { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { fold } from '../../shared/engine/fold.js';
import { foldWithRungs, LADDER_STEP } from '../store/snapshot-ladder.js';
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
  const base = snapshot ?? { seq: 0, state: store.readSetup() };
  if (events.length <= LADDER_STEP) return { anchor: base, state: fold(base.state, events) };
  // far from the snapshot (an undo deep into the log): lay the undo ladder on the way up
  const { state, rungs } = foldWithRungs(base, store.doneEventsBySeq(base.seq));
  for (const r of rungs) store.writeSnapshot(r.seq, r.state);
  return { anchor: store.readOnly ? base : (rungs[rungs.length - 1] ?? base), state };
}

export function openSession(store: CampaignStore): CampaignSession {
  const game = store.readGame();
  // the grid and the graph are built on first use: `info` and the summary need neither
  let grid: HexGrid | undefined;
  const gridOf = () => {
    if (!grid) {
      grid = new HexGrid(game.map);
      grid.indexIds();
    }
    return grid;
  };
  let graph: MovementGraph | undefined;
  const loaded = loadState(store);
  return {
    store,
    game,
    get grid() {
      return gridOf();
    },
    ruleset: rulesetInfo(game.ruleset),
    state: loaded.state,
    anchor: loaded.anchor,
    commandsSinceSnapshot: 0,
    graph: () => (graph ??= new MovementGraph(game, gridOf())),
  };
}
