import { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { RegisteredState } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { fold } from '../../shared/rules/registered-events.js';
import { foldWithRungs, LADDER_STEP } from '../store/snapshot-ladder.js';
import { gameWithEdits } from '../../shared/engine/game-edit-command.js';
import { rulesetInfo, type Ruleset } from '../../shared/rules/rulesets.js';
import type { CampaignStore } from '../store/campaign-store.js';
import { damaged, foldDamage } from '../store/damage.js';

/** An open campaign: its store plus what is derived once on opening (grid, ruleset, current state). */
export interface CampaignSession {
  readonly store: CampaignStore;
  readonly game: GameDefinition;
  /** how many game edits its log has done: the renderer fetches the map again when this changes */
  readonly gameEdits: number;
  /** the store's gameEditsMark when the game was read: another process's game edit changes it */
  readonly gameEditsMark: string;
  readonly grid: HexGrid;
  readonly ruleset: Ruleset;
  state: RegisteredState;
  commandsSinceSnapshot: number;
  /** the state after command `seq`, kept in memory: undo and redo fold forward from here */
  anchor: { seq: number; state: RegisteredState };
  /** The log head and SQLite data_version this state was read at (never act on stale state) */
  head: string;
  dataVersion: number;
  /** the movement graph, built on first use and kept while the campaign is open */
  graph(): MovementGraph;
}

/** The latest snapshot (or the setup), and the current state: that folded with the events after it. */
export function loadState(store: CampaignStore): {
  anchor: { seq: number; state: RegisteredState };
  state: RegisteredState;
} {
  const { snapshot, events } = store.readForFold();
  const anchor = snapshot ?? { seq: 0, state: store.readSetup() };
  try {
    // nothing after the snapshot: the state is the snapshot's (states are never changed in place)
    if (events.length === 0) return { anchor, state: anchor.state };
    if (events.length <= LADDER_STEP) return { anchor, state: fold(anchor.state, events) };
    // far from the snapshot (an undo deep into the log): lay the undo ladder on the way up
    const { state, rungs } = foldWithRungs(anchor, store.doneEventsBySeq(anchor.seq));
    for (const r of rungs) store.writeSnapshot(r.seq, r.state);
    return { anchor: store.readOnly ? anchor : (rungs[rungs.length - 1] ?? anchor), state };
  } catch (e) {
    // name the command whose events do not fit, rather than a raw TypeError; when the whole log
    // folds from the setup, it is the snapshot that is damaged
    if (anchor.seq > 0) {
      const fromSetup = foldDamage(store.file, store.readSetup(), store.doneEventRows(0), fold);
      throw (
        fromSetup ??
        damaged(
          store.file,
          `table snapshots, the row after command #${anchor.seq}`,
          `the state in it is not a campaign state (${(e as Error).message})`,
        )
      );
    }
    throw foldDamage(store.file, anchor.state, store.doneEventRows(0), fold) ?? e;
  }
}

export function openSession(store: CampaignStore): CampaignSession {
  // the game it was made with and the game edits done in its log
  const gameEditsMark = store.gameEditsMark();
  const edits = store.doneGameEdits();
  const game = gameWithEdits(store.readGame(), edits);
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
  // the file's version and log head are read before the state: a commit by another process in
  // between then leaves the state newer than they say, and the next sync reads it again. Read
  // after, the state could be older than they say, and this session would act on stale state.
  const dataVersion = store.dataVersion();
  const head = store.head();
  const loaded = loadState(store);
  return {
    store,
    game,
    gameEdits: edits.length,
    gameEditsMark,
    get grid() {
      return gridOf();
    },
    ruleset: rulesetInfo(game.ruleset),
    state: loaded.state,
    anchor: loaded.anchor,
    commandsSinceSnapshot: 0,
    head,
    dataVersion,
    graph: () => (graph ??= new MovementGraph(game, gridOf())),
  };
}
