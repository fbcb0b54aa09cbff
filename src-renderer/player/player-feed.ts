import type { PublicGame, SideLogEntry, SideView } from '../../shared/view/side-view.js';
import { applyViewDelta, type ViewChange } from '../../shared/view/view-delta.js';

export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'revoked' | 'closed';

/** A source of the side's map and views for the page. */
export type Follow = (on: {
  game(g: PublicGame): void;
  view(v: SideView): void;
  state(s: FeedState): void;
}) => () => void;

/**
 * The side's view as the player server sends it: the map once (and again after a game edit), the
 * whole view, then each change of it (view-delta.ts), applied to the view held. A change that does
 * not follow the view held (one missed) opens the stream again, and the server then sends the
 * whole view, as it does after the browser reconnects by itself from a drop: nothing missed is lost.
 */
export function followSide(
  token: string,
  on: { game(g: PublicGame): void; view(v: SideView): void; state(s: FeedState): void },
): () => void {
  let source: EventSource;
  let held: { version: number; view: SideView } | null = null;
  const open = () => {
    source = new EventSource(`/events?token=${encodeURIComponent(token)}`);
    source.addEventListener('game', (e) => on.game(JSON.parse((e as MessageEvent<string>).data) as PublicGame));
    source.addEventListener('view', (e) => {
      const m = e as MessageEvent<string>;
      held = { version: Number(m.lastEventId), view: JSON.parse(m.data) as SideView };
      on.view(held.view);
      on.state('live');
    });
    source.addEventListener('change', (e) => {
      const c = JSON.parse((e as MessageEvent<string>).data) as ViewChange;
      if (!held || c.from !== held.version) {
        held = null;
        source.close();
        open();
        return;
      }
      held = { version: c.to, view: applyViewDelta(held.view, c.delta) };
      on.view(held.view);
    });
    source.addEventListener('revoked', () => {
      source.close();
      on.state('revoked');
    });
    source.addEventListener('closed', () => on.state('closed'));
    source.onerror = () => {
      // a refused link (401) closes the source for good; a dropped connection is retried
      on.state(source.readyState === EventSource.CLOSED ? 'revoked' : 'reconnecting');
    };
  };
  on.state('connecting');
  open();
  return () => source.close();
}

/** The side's log before command `before`, a page at a time, and where the next page starts (null: none). */
export type EarlierLog = (before: number) => Promise<{ entries: SideLogEntry[]; before: number | null }>;

/** The side's own log entries before command `before`, a page of commands at a time (null: the log's start). */
export async function earlierLog(
  token: string,
  before: number,
): Promise<{ entries: SideLogEntry[]; before: number | null }> {
  const res = await fetch(`/log?token=${encodeURIComponent(token)}&before=${before}`);
  if (!res.ok) throw new Error(await res.text());
  return (await res.json()) as { entries: SideLogEntry[]; before: number | null };
}
