import { Suspense } from 'react';
import { Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../lib/lazyPage';
import { isDarkTheme } from '../../../lib/themes';
import { useTheme } from '../../../stores/theme';
import type { BpmnCanvasProps } from './BpmnCanvas';
import styles from './flow.module.css';

/** bpmn-js is a chunk of its own, fetched the first time a page draws a diagram. */
const BpmnCanvas = lazyPage(() => import('./BpmnCanvas'));

/** A diagram with its legend (when it shows an instance's progress), in the console's theme. */
export function DiagramViewer(props: Omit<BpmnCanvasProps, 'dark'>) {
  const { t } = useTranslation();
  const dark = useTheme((s) => isDarkTheme(s.themeName));
  return (
    <div>
      {props.view && (
        <Space size={4} className={styles.legend}>
          <Tag className={styles.legendDone}>{t('work.legendDone')}</Tag>
          <Tag className={styles.legendCurrent}>{t('work.legendCurrent')}</Tag>
          <Tag className={styles.legendTaken}>{t('work.legendTaken')}</Tag>
        </Space>
      )}
      <Suspense
        fallback={<Spin tip={t('work.diagramLoading')}>{<div style={{ height: props.height ?? 360 }} />}</Spin>}
      >
        <BpmnCanvas {...props} dark={dark} />
      </Suspense>
    </div>
  );
}
