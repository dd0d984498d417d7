import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { socialSignIn, unboundIdentity, type UnboundIdentity } from '../../features/auth/api';
import { website } from '../../lib/config';
import { HttpError } from '../../lib/httpError';
import { getStore } from '../../lib/storage';
import { useUser } from '../../stores/user';
import { takeSocialContext, type SocialReturn } from './socialContext';

/**
 * Provider answers being or already traded, by source and state: a code works once, and React
 * may run the effect twice (StrictMode), so a second run only waits for the first one's outcome.
 */
const attempts = new Map<string, { outcome: Promise<UnboundIdentity | null>; path: string }>();

const loginPath = (redirect?: string) =>
  redirect ? `${website.loginPath}?redirect=${encodeURIComponent(redirect)}` : website.loginPath;

/**
 * The provider's return to `/login?source=…&code=…&state=…`: the code leaves the address bar at
 * once, is traded for tokens (the usual sign-in), and an identity without an account yet opens
 * the registration dialog instead of an error.
 */
export function useSocialReturn(): SocialReturn {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginWith = useUser((s) => s.loginWith);
  const source = params.get('source') ?? '';
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const providerError = params.get('error') ?? '';
  const returning = Boolean(source && (code || providerError));
  const [attempt, setAttempt] = useState<Promise<UnboundIdentity | null> | null>(null);
  const [busySource, setBusySource] = useState(source);
  const [unbound, setUnbound] = useState<UnboundIdentity | null>(null);

  useEffect(() => {
    if (!returning) return;
    const key = `${source}:${state || providerError}`;
    let known = attempts.get(key);
    if (!known) {
      const ctx = takeSocialContext(source);
      const tenantId = ctx?.tenantId || getStore<string>({ name: 'tenantId' }) || website.defaultTenantId;
      let outcome: Promise<UnboundIdentity | null>;
      if (providerError || !code || !state) {
        void message.error(t('login.socialFailed'));
        outcome = Promise.resolve(null);
      } else {
        outcome = loginWith(() => socialSignIn({ tenantId, source, code, state }), tenantId).then(
          () => null,
          (error: unknown) => {
            const identity = unboundIdentity(error);
            if (identity) return { ...identity, tenantId: identity.tenantId || tenantId };
            void message.error(error instanceof HttpError ? error.message : t('login.socialFailed'));
            return null;
          },
        );
      }
      known = { outcome, path: loginPath(ctx?.redirect) };
      attempts.set(key, known);
    }
    setBusySource(source);
    setAttempt(() => known.outcome);
    // The code leaves the address bar (and the history): a reload must not replay it.
    navigate(known.path, { replace: true });
  }, [returning, source, code, state, providerError, navigate, loginWith, message, t]);

  useEffect(() => {
    if (!attempt) return;
    let live = true;
    void attempt.then((identity) => {
      if (!live) return;
      setUnbound(identity);
      setAttempt(null);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const busy = returning || attempt !== null;

  return { busy, busySource, unbound, closeRegistration: () => setUnbound(null) };
}
