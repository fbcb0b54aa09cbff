import type { CampaignService } from '../service/campaign-service.js';
import type { CampaignSession } from '../service/campaign-session.js';
import type { SupplyReport } from '../../shared/engine/ruleset.js';
import type { RegisteredState } from '../../shared/rules/registered-state.js';
import type { SideView } from '../../shared/view/side-view.js';
import { publicGame, sideLogFor, viewFor } from '../../shared/view/view-for.js';
import { viewDelta, viewJson, type ViewChange } from '../../shared/view/view-delta.js';
import { ViewMemo } from '../../shared/view/view-memo.js';
import type { SideFeed } from './player-server.js';

/** How many of the latest commands a player's log shows, and ledger rows of its own. */
export const LOG_TAIL = 300;
const LEDGER_TAIL = 500;

interface Held {
  version: number;
  view: SideView;
  json?: string;
  change: ViewChange | null;
  changeJson?: string;
}

/**
 * Each side's view of the open campaign, made once per change of the log head and shared by every
 * connection of the side, with the change from the side's view before it. A view that did not
 * change keeps its version, so nothing is sent. Only `viewFor` output ever leaves here.
 */
export class SideViews {
  private at:
    { head: string; session: CampaignSession; ledger?: ReturnType<CampaignSession['store']['readLedger']> } | undefined;
  private held = new Map<string, Held & { head: string }>();
  private memo = new ViewMemo();
  /** versions run on across sides and campaigns: a version a player holds is never another view's */
  private nextVersion = 1;
  private games = new Map<string, { key: string; json: string }>();
  private setup: { session: CampaignSession; state: RegisteredState } | undefined;

  constructor(private readonly service: CampaignService) {}

  /** the log head now, or null with no campaign open */
  head(): string | null {
    return this.service.isOpen() ? this.service.current().head : null;
  }

  sides(): Array<{ id: string; name: string }> {
    if (!this.service.isOpen()) return [];
    return this.service.current().game.sides.map((s) => ({ id: s.id, name: s.name }));
  }

  /** the side's view now, its version, and the change from its version before */
  view(side: string): SideFeed & { view: SideView } {
    const s = this.service.current();
    if (this.at?.session !== s) {
      this.held.clear();
      this.memo = new ViewMemo();
    }
    if (this.at?.head !== s.head || this.at.session !== s) this.at = { head: s.head, session: s };
    let h = this.held.get(side);
    if (h?.head !== s.head) {
      const view = this.build(s, side);
      if (!h) h = { head: s.head, version: this.nextVersion++, view, change: null };
      else {
        const delta = viewDelta(h.view, view);
        h =
          Object.keys(delta).length === 0
            ? { ...h, head: s.head }
            : {
                head: s.head,
                version: this.nextVersion,
                view,
                change: { from: h.version, to: this.nextVersion++, delta },
              };
      }
      this.held.set(side, h);
    }
    const held = h;
    return {
      version: held.version,
      view: held.view,
      json: () => (held.json ??= viewJson(held.view)),
      change: held.change && { from: held.change.from, json: () => (held.changeJson ??= JSON.stringify(held.change)) },
    };
  }

  /**
   * The side's own log entries among the LOG_TAIL commands before command `before`, as JSON, with
   * where the page before them starts (null: none): a player pages back past the view's log so.
   */
  logBefore(side: string, before: number): string {
    const s = this.service.current();
    if (this.setup?.session !== s) this.setup = { session: s, state: s.store.readSetup() };
    const page = s.store.readLogTail(LOG_TAIL, before);
    const entries = sideLogFor(side, s.state, s.game, {
      setup: this.setup.state,
      log: page.log,
      ...(page.startClock ? { logStartClock: page.startClock } : {}),
    });
    const first = page.log[0]?.seq;
    return JSON.stringify({ entries, before: page.log.length === LOG_TAIL && first !== undefined ? first : null });
  }

  /** the map and charts the side may see, as JSON (made again only when the game is edited) */
  game(side: string): string {
    const s = this.service.current();
    const key = `${s.store.file}#${s.gameEdits}`;
    const had = this.games.get(side);
    if (had?.key === key) return had.json;
    const json = JSON.stringify(publicGame(s.game, side));
    this.games.set(side, { key, json });
    return json;
  }

  private build(s: CampaignSession, side: string): SideView {
    if (this.setup?.session !== s) this.setup = { session: s, state: s.store.readSetup() };
    const tail = s.store.readLogTail(LOG_TAIL);
    const view = viewFor(side, s.state, s.game, {
      setup: this.setup.state,
      log: tail.log,
      ...(tail.startClock ? { logStartClock: tail.startClock } : {}),
      ledger: (this.at!.ledger ??= s.store.readLedger()),
      verdicts: latestReport(s, side),
      grid: s.grid,
      memo: this.memo,
    });
    view.ledger = view.ledger.slice(-LEDGER_TAIL);
    return view;
  }
}

/** the side's latest supply verdicts as the file holds them, as a report viewFor reads */
function latestReport(s: CampaignSession, side: string): SupplyReport | null {
  const judged = s.store.latestVerdicts(side);
  if (!judged) return null;
  const names = new Map(s.state.units.map((u) => [u.id, u.name]));
  return {
    side,
    turn: judged.turn,
    units: judged.verdicts.map((v) => ({
      id: v.unit,
      name: names.get(v.unit) ?? v.unit,
      hex: v.hex,
      status: v.status,
      via: v.via,
      reason: v.reason,
      path: [],
    })),
    inactiveSources: [],
  };
}
