import type { CampaignService } from '../service/campaign-service.js';
import type { CampaignSession } from '../service/campaign-session.js';
import type { SupplyReport } from '../../shared/engine/ruleset.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import { publicGame, viewFor } from '../../shared/view/view-for.js';

/** How many of the latest commands a player's log shows, and ledger rows of its own. */
const LOG_TAIL = 300;
const LEDGER_TAIL = 500;

/**
 * Each side's view of the open campaign, as the JSON sent to its players: made once per change of
 * the log head and shared by every connection of the side. Only `viewFor` output ever leaves here.
 */
export class SideViews {
  private at:
    | {
        head: string;
        session: CampaignSession;
        views: Map<string, string>;
        ledger?: ReturnType<CampaignSession['store']['readLedger']>;
      }
    | undefined;
  private games = new Map<string, { key: string; json: string }>();
  private setup: { session: CampaignSession; state: CampaignState } | undefined;

  constructor(private readonly service: CampaignService) {}

  /** the log head now, or null with no campaign open */
  head(): string | null {
    return this.service.isOpen() ? this.service.current().head : null;
  }

  sides(): Array<{ id: string; name: string }> {
    if (!this.service.isOpen()) return [];
    return this.service.current().game.sides.map((s) => ({ id: s.id, name: s.name }));
  }

  /** the side's view now, as JSON */
  view(side: string): string {
    const s = this.service.current();
    if (this.at?.head !== s.head || this.at.session !== s) this.at = { head: s.head, session: s, views: new Map() };
    let json = this.at.views.get(side);
    if (json === undefined) {
      json = JSON.stringify(this.build(s, side));
      this.at.views.set(side, json);
    }
    return json;
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

  private build(s: CampaignSession, side: string) {
    if (this.setup?.session !== s) this.setup = { session: s, state: s.store.readSetup() };
    const tail = s.store.readLogTail(LOG_TAIL);
    const judged = s.store.latestVerdicts(side);
    const names = new Map(s.state.units.map((u) => [u.id, u.name]));
    const verdicts: SupplyReport | null = judged && {
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
    const view = viewFor(side, s.state, s.game, {
      setup: this.setup.state,
      log: tail.log,
      ...(tail.startClock ? { logStartClock: tail.startClock } : {}),
      ledger: (this.at!.ledger ??= s.store.readLedger()),
      verdicts,
    });
    view.ledger = view.ledger.slice(-LEDGER_TAIL);
    return view;
  }
}
