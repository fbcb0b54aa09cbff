import type { StateChange, StateView } from '../../shared/api.js';
import { viewDelta } from '../../shared/view/view-delta.js';
import type { CampaignSession } from './campaign-session.js';
import { stateView } from './views.js';

/** how many views a window may be behind and still be sent only the change (two windows, a reload) */
const KEPT = 3;

/**
 * The referee's window after each command asks for the state as it changed, not the whole of it:
 * on a monster map 10,000 counters would be sent, read and laid out again for a dice setting.
 * The views served lately are kept by version; a window holding one of them is sent the change
 * (the same delta the players' pages get, view-delta.ts), any other the whole view.
 */
export class StateFollower {
  private readonly served: Array<{ version: string; game: object; state: object; view: StateView }> = [];
  private next = 0;
  /** versions of this process only: a window left open on an earlier run never matches one */
  private readonly run = Math.random().toString(36).slice(2, 10);

  since(s: CampaignSession, version: string | undefined): StateChange {
    const now = this.current(s);
    const held = version !== undefined ? this.served.find((v) => v.version === version) : undefined;
    if (!held || held.game !== s.game) return { version: now.version, view: now.view };
    if (held === now) return { version: now.version, delta: {} };
    return { version: now.version, delta: viewDelta(held.view, now.view) };
  }

  /** the view of the session's state as it stands, made once a state */
  private current(s: CampaignSession) {
    const last = this.served.at(-1);
    if (last && last.game === s.game && last.state === s.state) return last;
    const entry = { version: `${this.run}-${++this.next}`, game: s.game, state: s.state, view: stateView(s) };
    this.served.push(entry);
    if (this.served.length > KEPT) this.served.shift();
    return entry;
  }
}
