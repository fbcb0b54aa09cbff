import { dirname, join, resolve } from 'node:path';
import { rendererDir } from './paths.js';
import { exportPlayerPage } from './relay/player-page-export.js';
import { mkdirSync } from 'node:fs';
import type { CampaignService } from './service/campaign-service.js';
import { clubConfig } from './relay/club-config.js';
import type { RelayFile } from './relay/relay-file.js';
import { writeOutput } from './service/output-guard.js';
import { parseCliCommand } from './cli-command-parse.js';

/** The club verb's options as parsed from the command line. */
interface ClubOptions {
  out: string;
  host?: string | undefined;
  /** the address the users reach the server at, as they type it */
  'public-host'?: string | undefined;
  port?: string | undefined;
  'ws-port'?: string | undefined;
  referees?: string | undefined;
  campaign?: string | undefined;
  store?: string | undefined;
  force?: boolean | undefined;
  'tls-cert'?: string | undefined;
  'tls-key'?: string | undefined;
}

function number(v: string | undefined, d: number, name: string): number {
  const n = v === undefined ? d : Number(v);
  if (!(Number.isInteger(n) && n >= 1 && n <= 65535)) throw new Error(`club: --${name} must be a number, not "${v}"`);
  return n;
}

/**
 * `quartermaster club <file.qmc> --out <dir>`: the club's server configuration (club.conf, for
 * `nats-server -c club.conf`) and one settings file per user: referee-N.json for the referees,
 * side-<id>.json for each side's players. Existing files are kept unless --force.
 */
export function clubVerb(service: CampaignService, file: string, o: ClubOptions, out: (l: string) => void): void {
  const a = {
    out: o.out,
    host: o.host ?? '0.0.0.0',
    publicHost: o['public-host'] ?? o.host ?? 'localhost',
    port: number(o.port, 4222, 'port'),
    wsPort: number(o['ws-port'], 8443, 'ws-port'),
    referees: number(o.referees, 2, 'referees'),
    campaign: o.campaign ?? 'campaign',
    store: o.store ?? 'jetstream',
    force: o.force ?? false,
  };
  service.open(file, true);
  const sides = service.current().game.sides.map((s) => ({ id: s.id, name: s.name }));
  const club = clubConfig({
    campaign: a.campaign,
    sides,
    referees: a.referees,
    port: a.port,
    wsPort: a.wsPort,
    host: a.host,
    storeDir: resolve(a.store),
    ...(o['tls-cert'] && o['tls-key']
      ? { tls: { certFile: resolve(o['tls-cert']), keyFile: resolve(o['tls-key']) } }
      : {}),
  });
  if (!o['tls-cert'] !== !o['tls-key']) throw new Error('club: give both --tls-cert and --tls-key, or neither');
  mkdirSync(a.out, { recursive: true });
  const wsUrl = `${o['tls-cert'] ? 'wss' : 'ws'}://${a.publicHost}:${a.wsPort}`;
  const write = (name: string, text: string) => writeOutput(join(a.out, name), text, undefined, a.force);
  write('club.conf', club.text);
  const url = `nats://${a.publicHost}:${a.port}`;
  const base = { url, campaign: a.campaign };
  club.referees.forEach((r, k) => write(`referee-${k + 1}.json`, json({ ...base, ...r })));
  for (const s of club.sides)
    write(
      `side-${s.side}.json`,
      json({
        ...base,
        user: s.user,
        password: s.password,
        inboxPrefix: s.inboxPrefix,
        side: s.side,
        wsUrl,
      }),
    );
  // the players' page for the club to host, one link per side (each carrying its side's password)
  const page = exportPlayerPage(
    rendererDir(),
    join(a.out, 'player-page'),
    club.sides.map((s) => ({ ...s, wsUrl, campaign: a.campaign })),
    a.force,
  );
  out(`wrote ${join(a.out, 'club.conf')}: run it as  nats-server -c ${join(a.out, 'club.conf')}`);
  out(
    `wrote the players' page in ${dirname(page.page)}: host it on any web server; each side's link is in its link-<side>.txt`,
  );
  out(`each referee gets a referee-N.json, each side's players only their side-<side>.json (they hold passwords)`);
}

function json(f: RelayFile): string {
  return `${JSON.stringify(f, null, 2)}\n`;
}

/**
 * `share`, `sync` and `do --relay`: a co-referee's commands through the shared log, from the
 * command line. Each opens the file, catches up with the log, acts and closes.
 */
export async function relayVerb(
  service: CampaignService,
  verb: 'share' | 'sync' | 'do' | 'publish',
  file: string,
  relayFile: string,
  commandText: string | undefined,
  out: (l: string) => void,
): Promise<void> {
  const { CoReferee } = await import('./relay/co-referee.js');
  const { readRelayFile } = await import('./relay/relay-file.js');
  const server = readRelayFile(relayFile);
  const command = commandText === undefined ? undefined : parseCliCommand(commandText);
  service.open(file);
  if (verb === 'publish') {
    const { ViewPublisher } = await import('./relay/view-publisher.js');
    await (await ViewPublisher.start(service, server)).close();
    return out(`each side's view published to its stream on the club's server`);
  }
  const referee = verb === 'share' ? await CoReferee.share(service, server) : await CoReferee.join(service, server);
  try {
    if (verb === 'share') out(`shared as "${server.campaign}": co-referees open a copy of this file and join`);
    if (verb === 'sync') out(`up to date with the shared log (entry ${referee.applied})`);
    if (verb === 'do' && command) {
      const ack = await referee.execute(command);
      for (const b of ack.before) out(`first, from another referee: ${b}`);
      out(`acknowledged as entry ${ack.seq} of the shared log`);
    }
  } finally {
    await referee.close();
  }
}
