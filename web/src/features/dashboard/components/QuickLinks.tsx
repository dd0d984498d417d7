import { useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Card, Empty, Input } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '@invest/contract/menu';
import { MenuIcon } from '../../../components/MenuIcon';
import { searchMenu, toSearchItem } from '../../menu/menuSearch';
import { useCommon } from '../../../stores/common';
import { menuLabel, menuTarget } from '../../../lib/menuTree';
import { useWhenIdle } from '../../../lib/useWhenIdle';
import styles from './home.module.css';

export type QuickLink = { item: MenuRoute; parents: MenuRoute[] };

/**
 * A card for every page of the user's menu, with a filter that matches like the menu search
 * (name, English name, pinyin). `testId` names the filter box for browser tests. The links (a link
 * per page, half of the home page's elements, below the fold on every common screen) come once
 * the browser is idle after the page's first frame; the card and its filter come with the page.
 */
export function QuickLinks({ links, testId = 'quick-links-filter' }: { links: QuickLink[]; testId?: string }) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const [filter, setFilter] = useState('');
  const idle = useWhenIdle();
  const shown = useMemo(() => {
    if (!filter.trim()) return links;
    const byId = new Map(links.map((l) => [l.item.id, l]));
    const hits = searchMenu(
      links.map((l) => toSearchItem(l.item, l.parents)),
      filter,
    );
    return hits.map((h) => byId.get(h.item.id)!);
  }, [links, filter]);

  return (
    <Card
      title={t('home.quickLinks')}
      extra={
        links.length > 0 && (
          <Input
            allowClear
            size="small"
            className={styles.filter}
            prefix={<SearchOutlined />}
            placeholder={t('home.filter')}
            aria-label={t('home.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            data-testid={testId}
          />
        )
      }
    >
      {idle &&
        (shown.length ? (
          <div className={styles.grid}>
            {shown.map(({ item, parents }) => {
              const group = parents.map((p) => menuLabel(p, language)).join(' / ');
              return (
                <Link key={item.id} to={menuTarget(item)} className={styles.link} data-testid="quick-link">
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
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={links.length ? t('home.noMatch') : t('home.noLinks')}
          />
        ))}
    </Card>
  );
}
