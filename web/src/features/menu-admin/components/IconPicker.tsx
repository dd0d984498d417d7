import { useMemo, useState } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon } from '../../../components/MenuIcon';
import styles from './iconPicker.module.css';

type Props = {
  value?: string;
  onChange?: (name: string) => void;
  disabled?: boolean;
  testId?: string;
};

/** Icon names matching a search (case-insensitive, "Outlined" not needed). */
export function filterIcons(names: readonly string[], search: string): string[] {
  const q = search.trim().toLowerCase();
  return q ? names.filter((n) => n.toLowerCase().includes(q)) : [...names];
}

/** A menu's icon, chosen from the bundled set (MENU_ICON_NAMES) in a searchable grid. */
export function IconPicker({ value, onChange, disabled, testId = 'icon-picker' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const names = useMemo(() => filterIcons(MENU_ICON_NAMES, search), [search]);

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
    setSearch('');
  };

  const content = (
    <div className={styles.panel} data-testid={`${testId}-panel`}>
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder={t('menuAdmin.iconSearch')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid={`${testId}-search`}
      />
      {names.length ? (
        <div className={styles.grid} role="listbox" aria-label={t('menuAdmin.icon')}>
          {names.map((name) => (
            <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
              <button
                type="button"
                role="option"
                aria-selected={name === value}
                aria-label={name}
                className={name === value ? `${styles.cell} ${styles.active}` : styles.cell}
                onClick={() => choose(name)}
                data-testid={`${testId}-option`}
                data-icon={name}
              >
                <MenuIcon name={name} className={styles.cellIcon} />
                <span className={styles.cellName}>{name.replace(/Outlined$/, '')}</span>
              </button>
            </Tooltip>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menuAdmin.iconNone')} />
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomLeft"
      open={open && !disabled}
      onOpenChange={setOpen}
      destroyOnHidden
    >
      <div className={styles.trigger}>
        <Button
          block
          disabled={disabled}
          className={styles.triggerButton}
          icon={value ? <MenuIcon name={value} /> : undefined}
          data-testid={testId}
        >
          <span className={value ? styles.value : styles.placeholder}>{value || t('menuAdmin.iconPlaceholder')}</span>
        </Button>
        {value && !disabled && (
          <CloseCircleFilled
            className={styles.clear}
            aria-label={t('menuAdmin.iconClear')}
            role="button"
            onClick={(e) => {
              e.stopPropagation();
              onChange?.('');
            }}
            data-testid={`${testId}-clear`}
          />
        )}
      </div>
    </Popover>
  );
}
