import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../../lib/i18n';

const TEXT: Record<403 | 404 | 500, I18nKey> = {
  403: 'error.forbidden',
  404: 'error.notFound',
  500: 'error.serverError',
};

/** /403, /404 and /500: a full-page result with the way back home. */
export default function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status={String(status) as '403' | '404' | '500'}
        title={status}
        subTitle={t(TEXT[status])}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('app.backHome')}
          </Button>
        }
      />
    </div>
  );
}
