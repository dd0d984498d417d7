/**
 * When to try the stream again after it dropped: the server's `retry:` (3 s) first, doubling on
 * every failure in a row up to 60 s, with ±20 % jitter so many consoles do not return at once
 * after a server restart. A connection that delivered its `ready` event resets the count.
 */
export const RECONNECT_BASE = 3_000;
export const RECONNECT_MAX = 60_000;

export function reconnectDelay(
  failures: number,
  { base = RECONNECT_BASE, max = RECONNECT_MAX, random = Math.random } = {},
): number {
  const attempt = Math.max(0, failures - 1);
  const raw = Math.min(max, base * 2 ** Math.min(attempt, 16));
  const jitter = 1 + (random() * 0.4 - 0.2);
  return Math.round(Math.min(max, Math.max(base * 0.8, raw * jitter)));
}

/** Why the stream closed, and what that means for the next try. */
export type StreamEnd =
  /** Refused as signed out (401): wait for a new token instead of retrying the same one. */
  | 'unauthorized'
  /** The caller closed it (logout, the token changed). */
  | 'closed'
  /** Dropped or refused for another reason: try again after the back-off. */
  | 'dropped';

export function shouldRetry(end: StreamEnd): boolean {
  return end === 'dropped';
}
