import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { website } from '../../lib/config';
import { PageLoading } from '../../layout/PageLoading';
import { REDIRECT_PREFIX } from '../../layout/tabs/keepAlivePolicy';

/**
 * /redirect/<path>: refreshes a tab (spec §2). The tab bar drops the page's kept state first, so
 * coming straight back mounts it afresh; the path and query travel exactly as they were.
 */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = `${pathname.slice(REDIRECT_PREFIX.length) || website.homePath}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
