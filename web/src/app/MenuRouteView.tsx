import { Navigate, useLocation } from 'react-router';
import { useUser } from '../stores/user';
import { PageLoading } from '../layout/PageLoading';
import { matchMenuRoute } from './menuRoutes';
import { useMenuRoutes } from './useMenuRoutes';

/** Every path of the server menu: the page its code names; a menu group opens its first page. */
export function MenuRouteView() {
  const { pathname } = useLocation();
  const routes = useMenuRoutes();
  const sessionLoaded = useUser((s) => s.sessionLoaded);
  const hit = matchMenuRoute(routes, pathname);
  if (!hit) {
    // The stored menu may be old: decide only once this page life's menu has arrived.
    return sessionLoaded ? <Navigate to="/404" replace /> : <PageLoading />;
  }
  if (hit.redirect) return <Navigate to={hit.redirect} replace />;
  const Page = hit.Component;
  return <Page />;
}
