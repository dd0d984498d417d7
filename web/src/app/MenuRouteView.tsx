import { Navigate, useLocation } from 'react-router';
import { useKnownPath } from '../features/menu/api';
import { useUser } from '../stores/user';
import { matchMenuPath } from '../layout/menuPaths';
import { PageLoading } from '../layout/PageLoading';
import { useMenuPaths } from '../layout/useMenuPaths';
import { pageFor } from './pages';

/**
 * Every path of the server menu: the page its code names; a menu group opens its first page. A
 * path outside the user's menu is 403 when it is some role's page (issue 14), else 404.
 */
export function MenuRouteView() {
  const { pathname } = useLocation();
  const paths = useMenuPaths();
  const sessionLoaded = useUser((s) => s.sessionLoaded);
  const hit = matchMenuPath(paths, pathname);
  // The stored menu may be old: decide only once this page life's menu has arrived.
  const known = useKnownPath(pathname, !hit && sessionLoaded);
  if (!hit) {
    if (!sessionLoaded || known.isPending) return <PageLoading />;
    return <Navigate to={known.data ? '/403' : '/404'} replace />;
  }
  if (hit.redirect) return <Navigate to={hit.redirect} replace />;
  const Page = pageFor(hit.code);
  return <Page />;
}
