import { networkInterfaces } from 'node:os';
import { renderSVG } from 'uqr';
import type { PlayersStatus } from '../../shared/view/players-api.js';
import type { CampaignService } from '../service/campaign-service.js';
import { generatedCertificate, suppliedCertificate, type Certificate } from './certificate.js';
import { PlayerLinks } from './player-links.js';
import { LOOPBACK, startPlayerServer, type PlayerServer } from './player-server.js';
import { Refusals } from './refusals.js';
import { SideViews } from './side-views.js';

/**
 * The referee's side of serving players: one player server at a time, the links, the refusals, and
 * the campaign's changes passed on to it. The referee's app never waits on a player: views are
 * made once per change and written without waiting for any reader.
 */
export class PlayersHost {
  readonly links = new PlayerLinks();
  readonly refusals = new Refusals();
  readonly views: SideViews;
  private server: PlayerServer | undefined;
  private cert: Certificate | undefined;
  private stopListening: (() => void) | undefined;
  private polling: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly service: CampaignService,
    private readonly staticDir: string,
  ) {
    this.views = new SideViews(service);
  }

  async start(o: { host: string; port?: number | undefined; tls?: { cert: string; key: string } | undefined }) {
    await this.stop();
    const known = interfaces().map((i) => i.address);
    if (!known.includes(o.host))
      throw new Error(`"${o.host}" is not an address of this machine (its addresses: ${known.join(', ')})`);
    const loopback = LOOPBACK.has(o.host);
    this.cert = o.tls
      ? suppliedCertificate(o.tls.cert, o.tls.key)
      : loopback
        ? undefined
        : generatedCertificate(this.service.options.dataDir, o.host);
    this.server = await startPlayerServer({
      host: o.host,
      ...(o.port !== undefined ? { port: o.port } : {}),
      ...(this.cert ? { tls: { cert: this.cert.cert, key: this.cert.key } } : {}),
      links: this.links,
      views: this.views,
      refusals: this.refusals,
      staticDir: this.staticDir,
    });
    const server = this.server;
    this.stopListening = this.service.changed.subscribe(() => server.changed());
    // changes written by another process (the CLI, a second window) reach the players within a second
    this.polling = setInterval(() => {
      try {
        this.service.poll();
      } catch {
        // a file gone or damaged meanwhile: the referee's own views say so
      }
    }, 1000);
    this.polling.unref();
    for (const s of this.views.sides()) this.links.linkFor(s.id);
    return this.status();
  }

  async stop(): Promise<void> {
    this.stopListening?.();
    this.stopListening = undefined;
    clearInterval(this.polling);
    const s = this.server;
    this.server = undefined;
    this.cert = undefined;
    await s?.close();
  }

  /** the campaign closed: the server stops and every link is revoked */
  async reset(): Promise<void> {
    for (const l of this.links.all()) this.links.revoke(l.side);
    await this.stop();
  }

  /** the side's link as a player opens it: the token after '#', so it is never sent in a request line or a Referer */
  linkUrl(side: string): string | undefined {
    if (!this.server || !this.links.has(side)) return undefined;
    return `${this.server.origin}/#${this.links.linkFor(side).token}`;
  }

  status(): PlayersStatus {
    const s = this.server;
    return {
      running: !!s,
      origin: s?.origin ?? null,
      host: s?.host ?? null,
      tls: this.cert ? { fingerprint: this.cert.fingerprint, generated: this.cert.generated } : null,
      interfaces: interfaces(),
      links: this.views.sides().map((side) => {
        const url = this.linkUrl(side.id);
        const link = this.links.has(side.id) ? this.links.linkFor(side.id) : undefined;
        return {
          side: side.id,
          sideName: side.name,
          ...(url ? { url, qr: `data:image/svg+xml;base64,${Buffer.from(renderSVG(url)).toString('base64')}` } : {}),
          ...(link ? { issuedAt: link.issuedAt } : {}),
          connections: s?.connections(side.id) ?? 0,
        };
      }),
      refusals: this.refusals.latest().slice(0, 50),
    };
  }
}

/** This machine's IPv4 and IPv6 addresses, loopback first. */
export function interfaces(): PlayersStatus['interfaces'] {
  const out: PlayersStatus['interfaces'] = [];
  for (const [name, list] of Object.entries(networkInterfaces()))
    for (const a of list ?? [])
      if (!a.address.startsWith('fe80')) out.push({ name, address: a.address, loopback: a.internal });
  return out.sort((a, b) => Number(b.loopback) - Number(a.loopback));
}
