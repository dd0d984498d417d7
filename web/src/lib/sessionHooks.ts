/**
 * What lib/http asks of the session, apart from it: the app wires these at start without loading
 * the HTTP client, which is a chunk of its own (lib/api).
 */
export type SessionHooks = {
  /** A 401 answer: the session is over (spec §8). */
  onUnauthorized?: () => void;
  /** Runs before every signed-in call so an old token is renewed first (never throws). */
  ensureFreshToken?: () => Promise<void>;
};

/** Read at each call (lib/http), so hooks set after the client loaded still apply. */
export const sessionHooks: SessionHooks = {};

/** Wired once by the app (app/session.ts), so lib/http does not import the stores. */
export function setSessionHooks(next: SessionHooks): void {
  sessionHooks.onUnauthorized = next.onUnauthorized;
  sessionHooks.ensureFreshToken = next.ensureFreshToken;
}
