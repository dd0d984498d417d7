import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../ActionTooltip';
import styles from './crud.module.css';

type ToolbarProps = {
  title?: ReactNode;
  /** Buttons after the title (Add…). */
  children?: ReactNode;
  onRefresh?: () => void;
  refreshing?: boolean;
  testId?: string;
};

/** The row above a table: title and actions at the start, refresh at the end. */
export function TableToolbar({ title, children, onRefresh, refreshing, testId = 'table' }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarLeft}>
        {title && <h3 className={styles.toolbarTitle}>{title}</h3>}
        {children}
      </div>
      {onRefresh && (
        <div className={styles.toolbarRight}>
          <ActionTooltip title={t('crud.refresh')}>
            <Button
              type="text"
              icon={<ReloadOutlined spin={refreshing} />}
              aria-label={t('crud.refresh')}
              onClick={onRefresh}
              data-testid={`${testId}-refresh`}
            />
          </ActionTooltip>
        </div>
      )}
    </div>
  );
}

type SelectionProps = { count: number; onClear: () => void; children?: ReactNode; testId?: string };

/** "N selected · clear" with the actions for the selected rows; nothing when none is selected. */
export function SelectionBar({ count, onClear, children, testId = 'table' }: SelectionProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div className={styles.selectionBar} data-testid={`${testId}-selection`}>
      <span>{t('crud.selected', { count })}</span>
      <Button type="link" size="small" onClick={onClear} style={{ paddingInline: 0 }}>
        {t('crud.clearSelection')}
      </Button>
      <span className={styles.selectionActions}>{children}</span>
    </div>
  );
}
