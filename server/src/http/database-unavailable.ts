/**
 * Whether an error means "the database cannot be reached right now" (refused, dropped, timed out,
 * shutting down), as opposed to a bug or bad input. Such calls answer 503, not 500: the request is
 * fine, the service is not, and a load balancer or the caller may try again.
 */

/** Socket errors of the `pg` driver when the server is down or the network is. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery),
 * 53300 too_many_connections, 57014 query_canceled (the statement timeout).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Errors `pg`, `pg-pool` and PGlite raise without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'PGlite is closing',
  'PGlite is closed',
];

function isUnavailableError(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}

/** Looks through drizzle's wrapping (`cause`) and `AggregateError`s (a refused dual-stack connect). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isUnavailableError(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** A short, secret-free description of the failure for the log: its code, or its message. */
export function unavailableReason(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object' || depth > 4) return String(error);
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (isUnavailableError(e)) return typeof e.code === 'string' && e.code ? e.code : String(e.message);
  return e.cause ? unavailableReason(e.cause, depth + 1) : String(e.message);
}
