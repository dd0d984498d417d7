import { website } from './config';

/** Seconds since the token was stored (`datetime` in ms since the epoch). */
export function tokenAge(datetime: number, now: number = Date.now()): number {
  return Math.floor((now - datetime) / 1000);
}

/**
 * Spec §4: the token is refreshed once its age reaches the token time (3000 s). A time stored in the
 * future (the clock was set back) or missing also counts as due: the age is unknown, so renew it.
 */
export function isTokenDue(datetime: number, now: number = Date.now(), tokenTime: number = website.tokenTime): boolean {
  const age = tokenAge(datetime, now);
  return !Number.isFinite(age) || age < 0 || age >= tokenTime;
}
