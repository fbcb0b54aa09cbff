import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { CampaignService } from './service/campaign-service.js';
import { clubConfig } from './relay/club-config.js';
import type { RelayFile } from './relay/relay-file.js';
import { writeOutput } from './service/output-guard.js';
import { parseCliCommand } from './cli-command-parse.js';

interface ClubArgs {
  out: string;
  host: string;
  /** the address the users reach the server at, as they type it */
  publicHost: string;
  port: number;
  wsPort: number;
  referees: number;
  campaign: string;
  store: string;
  force: boolean;
}

/**
 * `quartermaster club <file.qmc> --out <dir>`: the club's server configuration (club.conf, for
 * `nats-server -c club.conf`) and one settings file per user: referee-N.json for the referees,
 * side-<id>.json for each side's players. Existing files are kept unless --force.
 */
export function clubVerb(service: CampaignService, file: string, a: ClubArgs, out: (l: string) => void): void {
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
  });
  mkdirSync(a.out, { recursive: true });
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
        wsUrl: `ws://${a.publicHost}:${a.wsPort}`,
      }),
    );
  out(`wrote ${join(a.out, 'club.conf')}: run it as  nats-server -c ${join(a.out, 'club.conf')}`);
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
  verb: 'share' | 'sync' | 'do',
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
