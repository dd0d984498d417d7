import { ClockCircleOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '../../../lib/i18n';
import styles from './dashboard.module.css';

const TILES: I18nKey[] = ['dashboard.reserve', 'dashboard.inProgress', 'dashboard.invested', 'dashboard.keyProjects'];

/** Where the pipeline board goes when the projects module arrives; says so instead of showing made-up numbers. */
export function PipelinePlaceholder() {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.pipeline')} className={styles.fill}>
      <div className={styles.tiles}>
        {TILES.map((key) => (
          <div key={key} className={styles.tile}>
            <div className={styles.tileLabel}>{t(key)}</div>
            <div className={styles.tileValue}>—</div>
          </div>
        ))}
      </div>
      <p className={styles.soon}>
        <ClockCircleOutlined /> {t('dashboard.pipelineSoon')}
      </p>
    </Card>
  );
}
