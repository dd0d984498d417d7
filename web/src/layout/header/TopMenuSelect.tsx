import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '../../lib/menuTree';
import { useCommon } from '../../stores/common';
import { ALL_TOP_MENUS, useTopMenu } from './useTopMenu';
import styles from './header.module.css';

/** The header's top menu as a compact select, for the phone menu drawer. */
export function TopMenuSelect() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { topMenus, chosen, choose } = useTopMenu();
  if (!topMenus.length) return null;
  return (
    <Select
      className={styles.topMenuSelect}
      value={chosen}
      onChange={choose}
      aria-label={t('topMenu.label')}
      options={[
        { value: ALL_TOP_MENUS, label: t('topMenu.all') },
        ...topMenus.map((m) => ({ value: m.id, label: menuLabel(m, language) })),
      ]}
      data-testid="top-menu-select"
    />
  );
}
