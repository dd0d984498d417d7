import { BugOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/lazyPage';
import styles from './errorlog.module.css';

/** What a crashed page shows in its tab: what happened, and a way on. */
export function PageErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div className="page-card" role="alert" data-testid="page-error">
      <Result
        status="warning"
        icon={<BugOutlined />}
        title={t('app.crashed')}
        subTitle={chunk ? t('app.chunkFailed') : t('errorLog.pageCrashed')}
        extra={
          chunk ? (
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
              {t('app.reload')}
            </Button>
          ) : (
            <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} data-testid="page-error-retry">
              {t('errorLog.retry')}
            </Button>
          )
        }
      >
        {!chunk && (
          <Typography.Text type="secondary" className={styles.crashMessage} title={message}>
            {message}
          </Typography.Text>
        )}
      </Result>
    </div>
  );
}
