import { ApiError, type CampaignSummary, type HexView, type StateView } from '../../shared/api.js';
import type { LedgerView, LogEntryView, TurnsView } from '../../shared/api.js';
import type { LedgerFilter } from '../../shared/engine/ledger-report.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { advanceCommand } from '../advance-command.js';
import { api } from '../api-client.js';
import { confirmIrreversible } from '../confirm-irreversible.js';
import { shownError, type ShownError } from '../shown-error.js';
import { withMove } from '../plan/move-plan.js';
import { applyViewDelta } from '../../shared/view/view-delta.js';
import { VerdictsShown } from './verdicts-shown.svelte.js';
import { DeskPlanner } from './desk-planner.svelte.js';

export type DeskTab = 'hex' | 'supply' | 'turns' | 'log' | 'ledger' | 'game';

/**
 * The open campaign as the referee's window holds it, and what the window does with it: commands,
 * undo and redo, the selected hex, the side panel's tab and the data it shows, and the last failure
 * (the moves planned, not yet made, and what they would change: desk-planner.svelte.ts).
 * One instance for the window's life, so the tab, the ZOC overlay and the ledger's filter survive a
 * visit to the game editor.
 */
export class DeskState {
  summary: CampaignSummary | null = $state(null);
  // raw: a monster map and its 10,000 counters are read, never mutated in place (a deep proxy cost seconds to open)
  game: GameDefinition | null = $state.raw(null);
  view: StateView | null = $state.raw(null);
  /** the version of `view` as main served it (state.since): main sends only what changed from it */
  private viewVersion: string | undefined;
  selected: string | null = $state(null);
  hex: HexView | null = $state(null);
  /** the last failure, until dismissed or until a later command, import or open succeeds */
  error: ShownError | null = $state(null);
  tab: DeskTab = $state('hex');
  turns: TurnsView | null = $state(null);
  log: LogEntryView[] = $state([]);
  ledger: LedgerView | null = $state(null);
  ledgerFilter: LedgerFilter = $state({});
  /** History: the campaign as it stood after command `seq`, shown read-only on the map */
  past: { seq: number; view: StateView } | null = $state.raw(null);
  reach: { hexes: string[]; label: string } | null = $state(null);
  /** the ZOC overlay: whose ZOC is shown, if any */
  zocSide = $state('');
  zoc: { hexes: string[]; negated: string[]; color: string; label: string } | null = $state(null);
  readonly verdicts = new VerdictsShown();
  /** the campaign game editor's map tool (tab 'game'): the map's clicks go to it */
  gameTool: 'terrain' | 'hexside' | 'route' | 'source' = $state('terrain');
  /** a phase where supply is determined was reached by Next phase: the Supply tab checks at once */
  autocheck = $state(false);
  supplyKey = $state(0);
  readonly planner = new DeskPlanner(this);

  fail = (e: unknown) => {
    this.error = shownError(e);
  };

  async openTab(next: DeskTab) {
    this.tab = next;
    try {
      if (next === 'turns') this.turns = await api['turns.get']({});
      if (next === 'log') this.log = await api['log.list']({});
      if (next === 'ledger') this.ledger = await api['ledger.list'](this.ledgerFilter);
    } catch (e) {
      this.fail(e);
    }
  }

  showZoc = async () => {
    try {
      if (!this.zocSide || !this.game) this.zoc = null;
      else {
        const z = await api['map.zoc']({ side: this.zocSide });
        const s = this.game.sides.find((x) => x.id === this.zocSide)!;
        this.zoc = { ...z, color: s.color, label: `${s.name} ZOC` };
      }
    } catch (e) {
      this.zocSide = '';
      this.zoc = null;
      this.fail(e);
    }
  };

  showReach = async (what: { unit?: string; dump?: string }) => {
    try {
      this.reach = await api['supply.reach'](what);
    } catch (e) {
      this.fail(e);
    }
  };

  viewAt = async (seq: number) => {
    try {
      this.past = { seq, view: await api['history.at']({ seq }) };
    } catch (e) {
      this.fail(e);
    }
  };

  async load() {
    try {
      const before = this.summary;
      this.summary = await api['campaign.summary']({});
      // changed elsewhere (another window, the CLI): verdicts made before describe another campaign
      if (before && this.summary && before.head !== this.summary.head) this.verdicts.clearAsStale(this.summary.ruleset);
      if (!this.summary) {
        this.game = null;
        this.view = null;
        return;
      }
      // the game (a monster map's 100,000 hexes) is fetched again only when it was edited or
      // another file opened: a command made elsewhere (the CLI, another window) changes the state
      const sameGame =
        this.game &&
        before &&
        before.file === this.summary.file &&
        this.summary.gameEdits !== undefined &&
        before.gameEdits === this.summary.gameEdits;
      if (!sameGame) this.game = (await api['map.get']({})).game;
      this.view = await this.followState();
      this.hex = this.selected ? await api['hex.inspect']({ hex: this.selected }) : null;
    } catch (e) {
      this.fail(e);
    }
  }

  /**
   * The state as it now stands, from the change main sends against the view held: the units and
   * dumps no command touched stay the same objects, so the map lays out again only what changed.
   */
  private async followState(): Promise<StateView> {
    const held = this.view;
    const change = await api['state.since']({ version: held ? this.viewVersion : undefined });
    this.viewVersion = change.version;
    if (change.view) return change.view;
    if (!Object.keys(change.delta).length) return held!;
    return applyViewDelta(held!, change.delta);
  }

  /** the campaign after a command, an undo or an import that worked: a failure before it is no longer news */
  refresh = async (next: CampaignSummary) => {
    this.error = null;
    const gameChanged = this.summary && next.gameEdits !== this.summary.gameEdits;
    this.summary = next;
    if (gameChanged) this.game = (await api['map.get']({})).game;
    // verdict colours and paths describe the campaign as it was: cleared the moment it changes
    this.verdicts.clearAsStale(next.ruleset);
    this.view = await this.followState();
    if (this.tab === 'turns' || this.tab === 'log' || this.tab === 'ledger') await this.openTab(this.tab);
    if (this.zocSide) await this.showZoc();
    this.hex = this.selected ? await api['hex.inspect']({ hex: this.selected }) : null;
    // the plan's effect on the campaign as it now stands
    if (this.planner.plan.length) void this.planner.setPlan(this.planner.plan);
  };

  select = async (h: string) => {
    this.selected = h;
    try {
      this.hex = await api['hex.inspect']({ hex: h });
    } catch (e) {
      this.fail(e);
    }
  };

  run = async (command: Command): Promise<boolean> => {
    try {
      if (!(await confirmIrreversible(command))) return false;
      await this.refresh(await api['command.execute']({ command, head: this.summary?.head }));
      return true;
    } catch (e) {
      this.fail(e);
      if (e instanceof ApiError && e.kind === 'stale') await this.load();
      return false;
    }
  };

  /** a verdict's status in the ruleset's own words ("in supply", "U2") */
  statusLabel = (status: string) =>
    (this.summary && rulesetInfo(this.summary.ruleset).statusWords.find((w) => w.id === status)?.label) ?? status;

  /** counters dropped on a hex: moved, or (Plan moves) set down in the plan */
  drop = async (units: string[], hex: string) => {
    if (!this.planner.planning) return this.moveUnits(units, hex);
    const byId = new Map(this.view?.units.map((u) => [u.id, u.name]));
    const names = units.map((id) => byId.get(id) ?? id);
    await this.planner.setPlan(withMove(this.planner.plan, { units, names, hex }));
  };

  /** a stack (or the counters chosen in it) dragged to another hex: one move per counter, stopping at the first refused */
  moveUnits = async (units: string[], hex: string) => {
    for (const unit of units) if (!(await this.run({ type: 'unit.move', unit, hex }))) return;
  };

  history = async (which: 'history.undo' | 'history.redo') => {
    try {
      await this.refresh(await api[which]({ head: this.summary?.head }));
    } catch (e) {
      this.fail(e);
      if (e instanceof ApiError && e.kind === 'stale') await this.load();
    }
  };

  /** a campaign opened, made or imported: nothing of the one before stays selected */
  openFile = async (f: () => Promise<CampaignSummary>) => {
    try {
      await f();
      this.selected = null;
      this.hex = null;
      this.planner.planning = false;
      void this.planner.setPlan([]);
      this.game = null;
      this.error = null;
      await this.load();
    } catch (e) {
      this.fail(e);
    }
  };

  /**
   * Next phase, as one action: the engine does what the rules do by themselves (Fuel markers off
   * in the Clean Up Phase, classic supply judged at each Movement Phase), and a phase where supply
   * is determined opens the Supply tab with the check already made.
   */
  advance = async () => {
    const command = await advanceCommand().catch((e: unknown) => (this.fail(e), null));
    if (!command || !(await this.run(command)) || !this.summary) return;
    if (rulesetInfo(this.summary.ruleset).supplyPhases.includes(this.summary.clock.phase)) {
      this.autocheck = true;
      this.supplyKey++;
      await this.openTab('supply');
    }
  };

  sideName = (id: string) => this.game?.sides.find((s) => s.id === id)?.name ?? id;
}
