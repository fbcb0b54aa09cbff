import type { Handlers } from '../../shared/api.js';
import { RELAY_OFF as OFF, type RelayStatus } from '../../shared/relay/relay-api.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { RelayHost } from './relay-host.js';

/**
 * Share…, Join… and the status bar's "shared" on the relay host, loaded (with the NATS client) on
 * the first share or join; until then the status is "off" without loading anything.
 */
export function relayHandlers(
  load: () => Promise<RelayHost>,
  loaded: () => Promise<RelayHost> | undefined,
): Pick<Handlers, 'relay.status' | 'relay.share' | 'relay.join' | 'relay.leave'> {
  // a refusal (a bad settings file, the server not answering, another rules version) tells the referee why
  const refusing = async (run: () => Promise<RelayStatus>): Promise<RelayStatus> => {
    try {
      return await run();
    } catch (e) {
      if (e instanceof CommandError) throw e;
      throw new CommandError(e instanceof Error ? e.message : String(e), 'settings');
    }
  };
  return {
    'relay.status': async () => (await loaded()?.then((h) => h.status())) ?? OFF,
    'relay.share': (r) => refusing(async () => (await load()).share(r.settings, r.url)),
    'relay.join': (r) => refusing(async () => (await load()).join(r.settings, r.url)),
    'relay.leave': async () => {
      const host = loaded();
      if (!host) return OFF;
      await (await host).leave();
      return OFF;
    },
  };
}
