import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Credentials } from './club-config.js';

/** Where a club's server is and who this app is on it. */
export interface RelayServer {
  url: string;
  credentials: Credentials;
  /** the campaign's key on the server, as in the club's configuration (clubConfig's `campaign`) */
  campaign: string;
}

/**
 * A connection to the club's server as one of its users. The client reconnects by itself without
 * end (a co-referee offline for hours catches up when it is back); its replies come to the user's
 * own inbox, the only one the server lets it read.
 */
export function connectRelay(server: RelayServer, options: { reconnect?: boolean } = {}): Promise<NatsConnection> {
  return connect({
    servers: server.url,
    user: server.credentials.user,
    pass: server.credentials.password,
    inboxPrefix: server.credentials.inboxPrefix,
    name: `quartermaster ${server.credentials.user}`,
    reconnect: options.reconnect ?? true,
    // an app started while the server is down waits for it rather than failing
    waitOnFirstConnect: options.reconnect ?? true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    timeout: 5_000,
  });
}
