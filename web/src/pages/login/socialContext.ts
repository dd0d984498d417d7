import { getStore, removeStore, setStore } from '../../lib/storage';
import type { UnboundIdentity } from '../../features/auth/api';

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

/** Where the page is in a provider's return (pages/login/useSocialReturn.ts, in the full console). */
export type SocialReturn = {
  busy: boolean;
  busySource: string;
  unbound: UnboundIdentity | null;
  closeRegistration: () => void;
};

/** The page opened by hand: no provider is answering. */
export const NO_SOCIAL_RETURN: SocialReturn = {
  busy: false,
  busySource: '',
  unbound: null,
  closeRegistration: () => undefined,
};
