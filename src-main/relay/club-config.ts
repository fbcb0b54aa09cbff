import { randomBytes } from 'node:crypto';
import { inboxPrefix, sideUser, token, viewStream } from './relay-names.js';

/** What the referee tells the app about the club's server. */
export interface ClubOptions {
  /** a key naming the campaign on the server (several campaigns may share one) */
  campaign: string;
  sides: ReadonlyArray<{ id: string; name: string }>;
  /** how many referees share the campaign (each gets a user) */
  referees: number;
  /** the client port and the WebSocket port players' pages connect to */
  port: number;
  wsPort: number;
  /** the address the server listens on: 0.0.0.0 for a club on the internet, 127.0.0.1 to try it */
  host: string;
  /** where JetStream keeps the streams on the server's disk */
  storeDir: string;
  /** a certificate for the WebSocket port; without one the port speaks plain ws (behind a TLS proxy, or on a LAN) */
  tls?: { certFile: string; keyFile: string };
}

export interface Credentials {
  user: string;
  password: string;
  /** the only reply inbox the server lets this user subscribe to: give it to the client */
  inboxPrefix: string;
}

export interface ClubConfig {
  /** nats-server's configuration file, to save as e.g. `club.conf` and run as `nats-server -c club.conf` */
  text: string;
  referees: Credentials[];
  sides: Array<Credentials & { side: string }>;
}

/**
 * The nats-server configuration for a club: JetStream on, a WebSocket port for players' pages, one
 * user per referee allowed the campaign's subjects and the JetStream API, and one user per side
 * allowed only to read its own side's view stream. The server enforces these permissions: a
 * player's page holds its side's password, never the referee's.
 */
export function clubConfig(o: ClubOptions): ClubConfig {
  const referees = Array.from({ length: o.referees }, (_, k) => credentials(`referee-${k + 1}`));
  const sides = o.sides.map((s) => ({ side: s.id, ...credentials(sideUser(s.id)) }));
  const users = [
    ...referees.map((r) => user(r, refereeRights(o.campaign, r))),
    ...sides.map((s) => user(s, sideRights(o.campaign, s.side, s))),
  ];
  const ws = [`  port: ${o.wsPort}`, `  host: ${quote(o.host)}`];
  if (o.tls) ws.push(`  tls { cert_file: ${quote(o.tls.certFile)}, key_file: ${quote(o.tls.keyFile)} }`);
  else ws.push('  no_tls: true');
  const text = [
    `# Quartermaster club server for campaign ${quote(o.campaign)}: run as  nats-server -c <this file>`,
    `host: ${quote(o.host)}`,
    `port: ${o.port}`,
    `jetstream { store_dir: ${quote(o.storeDir)} }`,
    `websocket {`,
    ...ws,
    `}`,
    `authorization {`,
    `  users = [`,
    ...users.map((u) => `    ${u}`),
    `  ]`,
    `}`,
    '',
  ].join('\n');
  return { text, referees, sides };
}

interface Rights {
  publish: string[];
  subscribe: string[];
}

/** Referees run the campaign: its subjects, the JetStream API (streams, appends, catch-up) and their inbox. */
function refereeRights(campaign: string, c: Credentials): Rights {
  return {
    publish: [`qm.${token(campaign)}.>`, '$JS.API.>', '$JS.ACK.>'],
    subscribe: [`${c.inboxPrefix}.>`],
  };
}

/**
 * A side reads its own view stream through a consumer of its own and nothing else: no core
 * subscription to any view subject, no API call naming another stream, replies only to its inbox.
 */
function sideRights(campaign: string, side: string, c: Credentials): Rights {
  const s = viewStream(campaign, side);
  return {
    publish: [
      '$JS.API.INFO',
      `$JS.API.STREAM.INFO.${s}`,
      `$JS.API.CONSUMER.CREATE.${s}`,
      `$JS.API.CONSUMER.CREATE.${s}.>`,
      `$JS.API.CONSUMER.INFO.${s}.>`,
      `$JS.API.CONSUMER.DELETE.${s}.>`,
      `$JS.API.CONSUMER.MSG.NEXT.${s}.>`,
      `$JS.ACK.${s}.>`,
    ],
    subscribe: [`${c.inboxPrefix}.>`],
  };
}

function user(c: Credentials, r: Rights): string {
  const list = (xs: string[]) => `[${xs.map(quote).join(', ')}]`;
  return `{ user: ${quote(c.user)}, password: ${quote(c.password)}, permissions: { publish: { allow: ${list(r.publish)} }, subscribe: { allow: ${list(r.subscribe)} } } }`;
}

function credentials(name: string): Credentials {
  return { user: name, password: randomBytes(24).toString('base64url'), inboxPrefix: inboxPrefix(name) };
}

/** A quoted string of nats-server's configuration (JSON's escaping is one it reads). */
function quote(s: string): string {
  return JSON.stringify(s);
}
