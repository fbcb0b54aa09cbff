import { randomBytes, timingSafeEqual } from 'node:crypto';

/** One side's link: a long random token (256 bits), and when it was made. */
export interface PlayerLink {
  side: string;
  token: string;
  issuedAt: string;
}

/**
 * The links the referee hands out, one per side. A token is compared in constant time; renewing
 * a side's link makes a new token and the old one stops working at once, as does revoking it.
 */
export class PlayerLinks {
  private readonly links = new Map<string, PlayerLink>();
  private readonly listeners = new Set<(side: string) => void>();

  /** the side's link, made on first asking */
  linkFor(side: string): PlayerLink {
    return this.links.get(side) ?? this.renew(side);
  }

  has(side: string): boolean {
    return this.links.has(side);
  }

  all(): PlayerLink[] {
    return [...this.links.values()];
  }

  renew(side: string): PlayerLink {
    const had = this.links.has(side);
    const link = { side, token: randomBytes(32).toString('base64url'), issuedAt: new Date().toISOString() };
    this.links.set(side, link);
    if (had) this.cut(side);
    return link;
  }

  revoke(side: string): void {
    if (this.links.delete(side)) this.cut(side);
  }

  /** the side a token opens, or undefined */
  sideOf(token: string): string | undefined {
    const given = Buffer.from(token);
    let found: string | undefined;
    // every link is compared, so the time taken does not tell how many there are or which came close
    for (const l of this.links.values()) {
      const want = Buffer.from(l.token);
      if (given.length === want.length && timingSafeEqual(given, want)) found = l.side;
    }
    return found;
  }

  /** called with a side whose old token stopped working: its connections are to be cut */
  onCut(listener: (side: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private cut(side: string): void {
    for (const l of this.listeners) l(side);
  }
}
