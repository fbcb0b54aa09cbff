import * as z from 'zod';

/** a user's settings file for the club's server (`quartermaster club` writes one per referee) */
const settings = z.string().min(1, 'the settings file is needed').max(4096);
/** the server's address, when it is not the one the settings file names (a club that moved its server) */
const url = z
  .string()
  .max(400)
  .regex(/^(nats|tls):\/\/[^\s]+$/, 'a nats:// or tls:// address, e.g. nats://club.example.org:4222')
  .optional();

/**
 * The referee's Share… and Join… (File menu): share the open campaign through the club's NATS
 * server (its log becomes the co-referees' stream, each side's view is published to its players),
 * or join a campaign another referee shared, from a copy of its file; and what the status bar says.
 */
export const relayApiRequests = {
  'relay.status': z.object({}).strict(),
  'relay.share': z.object({ settings, url }).strict(),
  'relay.join': z.object({ settings, url }).strict(),
  'relay.leave': z.object({}).strict(),
} as const;

export interface RelayStatus {
  /** off: this window shares nothing; not shared: the server is out of reach, commands wait */
  state: 'off' | 'shared' | 'not shared';
  /** commands given and not yet acknowledged by the server */
  pending: number;
  /** sharing: this app shared the campaign (and publishes the sides' views); joined: a co-referee */
  role: 'sharing' | 'joined' | null;
  /** the campaign's name on the server, and the server */
  campaign: string | null;
  url: string | null;
  /** the last failure to publish the players' views, while the server was out of reach */
  publishError: string | null;
}

/** nothing shared from this window */
export const RELAY_OFF: RelayStatus = {
  state: 'off',
  pending: 0,
  role: null,
  campaign: null,
  url: null,
  publishError: null,
};

export interface RelayApiResponses {
  'relay.status': RelayStatus;
  'relay.share': RelayStatus;
  'relay.join': RelayStatus;
  'relay.leave': RelayStatus;
}
