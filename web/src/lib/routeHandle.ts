import type { I18nKey } from '../lib/i18n';
import { website } from './config';

/** What a route declares about itself (spec §2: meta.isAuth, meta.isTab). */
export type RouteHandle = {
  /** `false`: reachable without a token. */
  isAuth?: boolean;
  /** `false`: no tab for it. */
  isTab?: boolean;
  /** The page name, for the title and the tab. */
  i18nKey?: I18nKey;
  /** The page name comes from the `name`/`nameEn` query (the iframe route). */
  nameFromQuery?: boolean;
};

/**
 * Only a path inside the console is a redirect target (never `//host` or a full URL). Without
 * one, the home page itself: not `/`, whose redirects through `/wel` are a render and a commit each.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return website.homePath;
  if (/^\/login(\/|\?|$)/.test(raw)) return website.homePath;
  return raw;
}

/** The sign-in page, remembering where the user wanted to go. */
export function loginUrl(path: string): string {
  return path === '/' || path === '/wel' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
