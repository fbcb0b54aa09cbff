import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RelayServer } from './relay-connection.js';

/**
 * A user's settings for the club's server, one file each (`quartermaster club` writes them): the
 * referees keep theirs, each side's players get only their side's. It holds a password: hand it
 * to that user only.
 */
export const relayFileSchema = z.object({
  url: z.string().regex(/^(nats|tls|wss?):\/\/[^\s]+$/, 'a nats://, tls://, ws:// or wss:// address'),
  campaign: z.string().min(1).max(64),
  user: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
  inboxPrefix: z.string().min(1).max(120),
  /** for a side's file: the WebSocket address its player's page connects to */
  wsUrl: z.string().optional(),
  side: z.string().optional(),
});
export type RelayFile = z.infer<typeof relayFileSchema>;

export function relayServer(f: RelayFile): RelayServer {
  return {
    url: f.url,
    campaign: f.campaign,
    credentials: { user: f.user, password: f.password, inboxPrefix: f.inboxPrefix },
  };
}

/** Reads a user's settings file; a bad one is named with the field at fault. */
export function readRelayFile(path: string): RelayServer {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: not a server settings file (${(e as Error).message})`);
  }
  const r = relayFileSchema.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new Error(`${path}: field "${i.path.join('.')}": ${i.message}`);
  }
  return relayServer(r.data);
}
