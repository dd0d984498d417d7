import { BugOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/lazyPage';
import styles from './errorlog.module.css';

/**
 * What a crashed page shows in its tab: what happened, and a way on. Laid out as antd's warning
 * Result, without it: Result carries its status illustrations (54 KB of the first screen's script)
 * into every page's code, for a panel that shows only after a crash (docs/performance.md).
 */
export function PageErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div className={`page-card ${styles.crash}`} role="alert" data-testid="page-error">
      <BugOutlined className={styles.crashIcon} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('app.crashed')}
      </Typography.Title>
      <Typography.Text type="secondary">{chunk ? t('app.chunkFailed') : t('errorLog.pageCrashed')}</Typography.Text>
      <div className={styles.crashActions}>
        {chunk ? (
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        ) : (
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} data-testid="page-error-retry">
            {t('errorLog.retry')}
          </Button>
        )}
      </div>
      {!chunk && (
        <Typography.Text type="secondary" className={styles.crashMessage} title={message}>
          {message}
        </Typography.Text>
      )}
    </div>
  );
}
