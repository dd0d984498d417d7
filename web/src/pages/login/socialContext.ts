import { getStore, removeStore, setStore } from '../../lib/storage';

/** What the page must remember while the browser is away at the provider. */
export type SocialContext = { source: string; tenantId: string; redirect?: string };

const KEY = 'socialLogin';

/**
 * The provider returns to exactly the address registered with it (`/login?source=<source>`), so
 * the page's own redirect target and the tenant wait in this tab's session storage.
 */
export function saveSocialContext(ctx: SocialContext): void {
  setStore({ name: KEY, content: ctx, type: 'session' });
}

/** Read once: the context is removed as it is read. */
export function takeSocialContext(source: string): SocialContext | undefined {
  const ctx = getStore<SocialContext>({ name: KEY });
  removeStore({ name: KEY });
  return ctx && ctx.source === source ? ctx : undefined;
}

/** Where the provider sends the browser back (it must match the address registered with it). */
export const socialRedirectUri = (source: string) =>
  `${window.location.origin}/login?source=${encodeURIComponent(source)}`;
