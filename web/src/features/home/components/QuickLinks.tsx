import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '@invest/contract/menu';
import { MenuIcon } from '../../../layout/MenuIcon';
import { useCommon } from '../../../stores/common';
import { iframePath, isExternal, menuLabel } from '../../menu/menuTree';
import styles from './home.module.css';

export type QuickLink = { item: MenuRoute; parents: MenuRoute[] };

/** A card for every page of the user's menu. */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  return (
    <Card title={t('home.quickLinks')} extra={<span className={styles.sub}>{t('home.quickLinksHint')}</span>}>
      {links.length ? (
        <div className={styles.grid}>
          {links.map(({ item, parents }) => {
            const group = parents.map((p) => menuLabel(p, language)).join(' / ');
            return (
              <Link
                key={item.id}
                to={isExternal(item.path) ? iframePath(item) : item.path}
                className={styles.link}
                data-testid="quick-link"
              >
                <span className={styles.linkIcon}>
                  <MenuIcon name={item.source} />
                </span>
                <span className={styles.linkText}>
                  <span className={styles.linkName}>{menuLabel(item, language)}</span>
                  {group && <span className={styles.linkGroup}>{group}</span>}
                </span>
              </Link>
            );
          })}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noLinks')} />
      )}
    </Card>
  );
}
