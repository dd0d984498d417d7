import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/lazyPage';

/**
 * What an uncaught error in a page shows instead of a blank screen. Loaded with the entry (a
 * failed chunk load must still be reportable) and kept light: no illustration.
 */
export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <div className="route-error" role="alert">
      <WarningOutlined className="route-error-icon" />
      <h1>{t('app.crashed')}</h1>
      <p>{chunk ? t('app.chunkFailed') : t('app.crashedSub')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </div>
  );
}
