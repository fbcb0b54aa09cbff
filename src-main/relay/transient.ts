import {
  ConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
  PermissionViolationError,
} from '@nats-io/nats-core';
import { JetStreamApiCodes, JetStreamApiError, JetStreamError } from '@nats-io/jetstream';

/**
 * Whether a failure talking to the club's server is the server being out of reach (down, restarting,
 * its JetStream recovering, the network gone) — worth trying again once it is back — rather than
 * a refusal that trying again cannot change (a permission, a malformed entry, a bug).
 */
export function isTransient(e: unknown): boolean {
  if (e instanceof PermissionViolationError) return false;
  if (e instanceof RequestError && e.cause instanceof PermissionViolationError) return false;
  if (e instanceof JetStreamApiError)
    // 503: JetStream not ready yet after the server came back; the stream not found during recovery
    return e.status === 503 || e.code === JetStreamApiCodes.StreamNotFound || e.code === 10008;
  return (
    e instanceof TimeoutError ||
    e instanceof NoRespondersError ||
    e instanceof RequestError ||
    e instanceof ConnectionError ||
    e instanceof JetStreamError
  );
}

/** Runs `fn` until it succeeds or fails for good: while the server is out of reach, it waits. */
export async function untilReachable<T>(fn: () => Promise<T>, retryMs = 250): Promise<T> {
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (!isTransient(e)) throw e;
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}
