import type { PublicGame, SideView } from '../../shared/view/side-view.js';

export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'revoked' | 'closed';

/** A source of the side's map and views for the page. */
export type Follow = (on: {
  game(g: PublicGame): void;
  view(v: SideView): void;
  state(s: FeedState): void;
}) => () => void;

/**
 * The side's view as the player server sends it: the map once (and again after a game edit), then
 * the whole view each time it changes. The browser reconnects by itself after a drop, and the
 * server then sends the whole view again, so nothing missed is lost.
 */
export function followSide(
  token: string,
  on: { game(g: PublicGame): void; view(v: SideView): void; state(s: FeedState): void },
): () => void {
  const source = new EventSource(`/events?token=${encodeURIComponent(token)}`);
  on.state('connecting');
  source.addEventListener('game', (e) => on.game(JSON.parse((e as MessageEvent<string>).data) as PublicGame));
  source.addEventListener('view', (e) => {
    on.view(JSON.parse((e as MessageEvent<string>).data) as SideView);
    on.state('live');
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
  return () => source.close();
}
