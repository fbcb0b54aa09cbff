import type { Handlers } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { PlayersHost } from './players-host.js';

/** The Players… dialog's calls, on the player host (loaded on the first of them). */
export function playersHandlers(
  load: () => Promise<PlayersHost>,
): Pick<Handlers, 'players.status' | 'players.start' | 'players.stop' | 'players.renew' | 'players.revoke'> {
  const side = (host: PlayersHost, id: string) => {
    if (!host.views.sides().some((s) => s.id === id))
      throw new CommandError(`this campaign has no side "${id}"`, 'side');
    return id;
  };
  return {
    'players.status': async () => (await load()).status(),
    'players.start': async (r) => {
      const host = await load();
      try {
        return await host.start(r);
      } catch (e) {
        throw new CommandError(e instanceof Error ? e.message : String(e), 'host');
      }
    },
    'players.stop': async () => {
      const host = await load();
      await host.stop();
      return host.status();
    },
    'players.renew': async (r) => {
      const host = await load();
      host.links.renew(side(host, r.side));
      return host.status();
    },
    'players.revoke': async (r) => {
      const host = await load();
      host.links.revoke(side(host, r.side));
      return host.status();
    },
  };
}
