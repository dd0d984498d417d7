import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CloseOutlined, EnterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, type InputRef } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../../stores/common';
import { HitLabel } from './HitLabel';
import { searchMenu, type SearchItem, type SearchMatch } from '../../features/menu/menuSearch';
import { useSearchItems } from './useSearchItems';
import styles from './search.module.css';

type Row = { item: SearchItem; match?: SearchMatch };

/**
 * The menu search overlay (spec §2 Search): covers the view, finds leaf menu pages by name
 * prefix (and beyond the spec by English name and pinyin); arrows choose, Enter opens, Esc
 * closes. With nothing typed it lists every page.
 */
export function MenuSearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useCommon((s) => s.language);
  const setSearchOpen = useCommon((s) => s.setSearchOpen);
  const items = useSearchItems();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<InputRef>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const hits: Row[] = useMemo(
    () => (query.trim() ? searchMenu(items, query) : items.map((item) => ({ item }))),
    [items, query],
  );
  const close = () => setSearchOpen(false);

  // Esc closes it wherever the focus is; leaving the page (a tab, the side menu) closes it too.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setSearchOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setSearchOpen]);
  const opened = useRef(location.key);
  useEffect(() => {
    if (location.key !== opened.current) setSearchOpen(false);
  }, [location.key, setSearchOpen]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (hit: Row | undefined) => {
    if (!hit) return;
    close();
    navigate(hit.item.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(hits[active]);
    }
  };

  return (
    <section
      className={styles.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="menu-search-title"
      data-testid="menu-search"
    >
      <div className={styles.panelInner}>
        <header className={styles.panelHeader}>
          <h2 id="menu-search-title" className={styles.panelTitle}>
            {t('search.title')}
          </h2>
          <Button type="text" icon={<CloseOutlined />} onClick={close} aria-label={t('search.close')} />
        </header>
        <Input
          ref={inputRef}
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded
          aria-controls="menu-search-list"
          aria-activedescendant={hits[active] ? `menu-search-${hits[active].item.id}` : undefined}
          data-testid="menu-search-input"
        />
        <div className={styles.count}>
          {query.trim() ? t('search.found', { count: hits.length }) : t('search.all', { count: hits.length })}
        </div>
        {hits.length ? (
          <ul id="menu-search-list" ref={listRef} className={styles.list} role="listbox" aria-label={t('search.title')}>
            {hits.map((hit, i) => (
              <li
                key={hit.item.id}
                id={`menu-search-${hit.item.id}`}
                role="option"
                aria-selected={i === active}
                data-index={i}
                data-testid="menu-search-hit"
                className={`${styles.row} ${i === active ? styles.rowActive : ''}`}
                onMouseMove={() => setActive(i)}
                onClick={() => open(hit)}
              >
                <HitLabel item={hit.item} match={hit.match} language={language} />
                <span className={styles.rowPath}>{hit.item.to.split('?')[0]}</span>
                {i === active && <EnterOutlined className={styles.rowEnter} />}
              </li>
            ))}
          </ul>
        ) : (
          <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.none')} />
        )}
        <footer className={styles.keys}>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('search.keyMove')}
          </span>
          <span>
            <kbd>Enter</kbd> {t('search.keyOpen')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('search.keyClose')}
          </span>
        </footer>
      </div>
    </section>
  );
}
