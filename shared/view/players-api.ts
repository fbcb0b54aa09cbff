import * as z from 'zod';

const side = z.string().min(1).max(64);
const file = z.string().min(1).max(4096);

/**
 * The referee's Players… dialog: start the player server on an interface (loopback unless chosen;
 * off loopback with TLS, a given or generated certificate), stop it, renew or revoke a side's link.
 */
export const playersApiRequests = {
  'players.status': z.object({}).strict(),
  'players.start': z
    .object({
      /** an address of one of this machine's interfaces (players.status lists them) */
      host: z.string().min(2).max(64),
      port: z.int().min(0).max(65535).optional(),
      /** PEM files of the referee's own certificate; absent off loopback: one is made */
      tls: z.object({ cert: file, key: file }).strict().optional(),
    })
    .strict(),
  'players.stop': z.object({}).strict(),
  'players.renew': z.object({ side }).strict(),
  'players.revoke': z.object({ side }).strict(),
} as const;

export interface PlayerLinkView {
  side: string;
  sideName: string;
  /** absent: revoked (renew makes a new one) */
  url?: string;
  /** the link as a QR code, an SVG picture as a data: URL */
  qr?: string;
  issuedAt?: string;
  connections: number;
}

export interface PlayersStatus {
  running: boolean;
  /** where the server listens, e.g. https://192.168.1.20:41000 */
  origin: string | null;
  host: string | null;
  tls: { fingerprint: string; generated: boolean } | null;
  interfaces: Array<{ name: string; address: string; loopback: boolean }>;
  links: PlayerLinkView[];
  /** refused requests, latest first */
  refusals: Array<{ at: string; from: string; what: string }>;
}

export interface PlayersApiResponses {
  'players.status': PlayersStatus;
  'players.start': PlayersStatus;
  'players.stop': PlayersStatus;
  'players.renew': PlayersStatus;
  'players.revoke': PlayersStatus;
}
