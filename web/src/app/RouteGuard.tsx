import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { website } from '../lib/config';
import { pageTitle } from '../lib/i18n';
import { useCommon } from '../stores/common';
import { useLock } from '../stores/lock';
import { useUser } from '../stores/user';
import { PageLoading } from '../layout/PageLoading';
import { lazyPage } from '../lib/lazyPage';
import { displayName, usePageName, useRouteHandle } from '../layout/usePageName';
import { loginUrl, safeRedirect } from '../lib/routeHandle';
import { useTokenCheck } from './useTokenCheck';

const ForcedPasswordPage = lazyPage(() => import('../pages/password/ForcedPasswordPage'));

/**
 * The navigation guard (spec §2) and what every route shares: the page title and the token check.
 * - locked: everything but the lock page goes to the lock page;
 * - no token: only routes with `isAuth: false`, the rest go to /login?redirect=<path>;
 * - token: /login goes on to the redirect target or the home page;
 * - a password reset by an administrator: every signed-in page waits for the new password.
 */
export function RouteGuard() {
  const location = useLocation();
  const handle = useRouteHandle();
  const token = useUser((s) => s.token);
  const isLock = useLock((s) => s.isLock);
  const lockSyncing = useLock((s) => s.syncing);
  const mustChangePassword = useUser((s) => Boolean(s.userInfo?.passwordChangeRequired));
  const language = useCommon((s) => s.language);
  const { t } = useTranslation();
  const name = usePageName();
  const title = pageTitle(displayName(name, language, t));
  useTokenCheck();

  useEffect(() => {
    document.title = title;
  }, [title]);

  const path = location.pathname;
  // A new tab learns from the open ones whether the console is locked before it shows anything.
  if (token && lockSyncing) return <PageLoading fullscreen />;
  if (token && isLock && path !== website.lockPath) return <Navigate to={website.lockPath} replace />;
  if (!token && handle.isAuth !== false) {
    return <Navigate to={loginUrl(path + location.search)} replace />;
  }
  if (token && path === website.loginPath) {
    const redirect = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={safeRedirect(redirect)} replace />;
  }
  return (
    <Suspense fallback={<PageLoading fullscreen />}>
      {token && mustChangePassword && handle.isAuth !== false ? <ForcedPasswordPage /> : <Outlet />}
    </Suspense>
  );
}
