import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';

/** /redirect/<path>: refreshes a tab by leaving its page and coming straight back. */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoading />;
}
