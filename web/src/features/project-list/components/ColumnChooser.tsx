import { Button, Checkbox, Popover, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './projectList.module.css';

type Props = {
  /** The optional columns in table order, with their headings. */
  columns: { key: string; label: string }[];
  shown: readonly string[];
  onChange: (keys: string[]) => void;
  onReset: () => void;
};

/** The toolbar's column chooser: a checkbox per optional column, and back to the default set. */
export function ColumnChooser({ columns, shown, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const content = (
    <div className={styles.chooser} data-testid="project-columns-panel">
      <Checkbox.Group
        value={[...shown]}
        onChange={(keys) => onChange(keys)}
        options={columns.map((c) => ({
          value: c.key,
          label: <span data-testid={`project-column-${c.key}`}>{c.label}</span>,
        }))}
      />
      <Space className={styles.chooserFooter}>
        <Button type="link" size="small" onClick={onReset} data-testid="project-columns-reset">
          {t('projectList.columnsReset')}
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('projectList.columns')}>
      <Button icon={<SettingOutlined />} data-testid="project-columns">
        {t('projectList.columns')}
      </Button>
    </Popover>
  );
}
