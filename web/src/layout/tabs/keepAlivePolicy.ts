import { matchMenuPath, type MenuPath } from '../menuPaths';

/** Tab refreshes go through this route (spec §2): never kept, never a tab. */
export const REDIRECT_PREFIX = '/redirect';

export function isRedirectPath(pathname: string): boolean {
  return pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`);
}

/**
 * The key a page is kept alive under (its full path, query included), or undefined when it is
 * always mounted afresh: the refresh route, and a menu route whose `keepAlive` is false.
 */
export function keepAliveKey(location: { pathname: string; search: string }, paths: MenuPath[]): string | undefined {
  if (isRedirectPath(location.pathname)) return undefined;
  if (matchMenuPath(paths, location.pathname)?.keepAlive === false) return undefined;
  return location.pathname + location.search;
}

const remounts = new Set<string>();

/** Asks for a kept page to be dropped, so that it mounts afresh next time (a tab refresh). */
export function requestRemount(key: string): void {
  remounts.add(key);
}

/** The pages waiting to be dropped; taking them clears the list. */
export function takeRemounts(): string[] {
  const keys = [...remounts];
  remounts.clear();
  return keys;
}
