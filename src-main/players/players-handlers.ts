import type { Handlers } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { PlayersHost } from './players-host.js';

/** The Players… dialog's calls. */
export function playersHandlers(
  host: () => PlayersHost,
): Pick<Handlers, 'players.status' | 'players.start' | 'players.stop' | 'players.renew' | 'players.revoke'> {
  const side = (id: string) => {
    if (
      !host()
        .views.sides()
        .some((s) => s.id === id)
    )
      throw new CommandError(`this campaign has no side "${id}"`, 'side');
    return id;
  };
  return {
    'players.status': () => host().status(),
    'players.start': async (r) => {
      try {
        return await host().start(r);
      } catch (e) {
        throw new CommandError(e instanceof Error ? e.message : String(e), 'host');
      }
    },
    'players.stop': async () => {
      await host().stop();
      return host().status();
    },
    'players.renew': (r) => {
      host().links.renew(side(r.side));
      return host().status();
    },
    'players.revoke': (r) => {
      host().links.revoke(side(r.side));
      return host().status();
    },
  };
}
