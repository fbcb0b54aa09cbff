/**
 * The names a shared campaign uses on a NATS server: its streams, their subjects and the inbox
 * prefixes of its users. NATS subjects are dot-separated tokens and stream names may not hold
 * dots, spaces, `*` or `>`, while a side's id is the game's own text: a side id that is not plain
 * letters, digits, `_` or `-` is written as hex so that no id can reach another side's subjects.
 */

const PLAIN = /^[A-Za-z0-9_-]{1,64}$/;

/** One subject token for a side id (or a campaign key), safe in subjects and stream names. */
export function token(id: string): string {
  return PLAIN.test(id) ? id : `x${Buffer.from(id, 'utf8').toString('hex')}`;
}

/** The stream of a side's view changes: only that side's user may read it. */
export function viewStream(campaign: string, side: string): string {
  return `QM_${token(campaign)}_VIEW_${token(side)}`;
}

export function viewSubject(campaign: string, side: string): string {
  return `qm.${token(campaign)}.view.${token(side)}`;
}

/** The map and charts a side may see, in the side's stream too (published again only when the game is edited). */
export function gameSubject(campaign: string, side: string): string {
  return `qm.${token(campaign)}.game.${token(side)}`;
}

/** The co-referees' command log: only referees may read or append. */
export function logStream(campaign: string): string {
  return `QM_${token(campaign)}_LOG`;
}

export function logSubject(campaign: string): string {
  return `qm.${token(campaign)}.log`;
}

/**
 * Each user's own reply inbox. A user allowed the common `_INBOX.>` could subscribe to every other
 * user's replies, the stream messages a consumer delivers to another side among them.
 */
export function inboxPrefix(user: string): string {
  return `_INBOX_${token(user)}`;
}

/** The NATS user name of a side's players. */
export function sideUser(side: string): string {
  return `side-${token(side)}`;
}
