import { BugOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/lazyPage';
import styles from './errorlog.module.css';

/**
 * What a crashed page shows in its tab: what happened, and a way on. Laid out as antd's warning
 * Result, and its texts styled as antd's Typography, without either: they would carry Result's
 * status illustrations (54 KB) and Typography's ellipsis, copy and edit code (37 KB) into the first
 * screen's script, for a panel that shows only after a crash (docs/performance.md).
 */
export function PageErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div className={`page-card ${styles.crash}`} role="alert" data-testid="page-error">
      <BugOutlined className={styles.crashIcon} />
      <h4 className={styles.crashTitle}>{t('app.crashed')}</h4>
      <span className={styles.secondary}>{chunk ? t('app.chunkFailed') : t('errorLog.pageCrashed')}</span>
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
        <span className={`${styles.secondary} ${styles.crashMessage}`} title={message}>
          {message}
        </span>
      )}
    </div>
  );
}
