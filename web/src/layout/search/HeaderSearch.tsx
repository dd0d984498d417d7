import { useEffect, useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { useCommon } from '../../stores/common';
import { HitLabel } from './HitLabel';
import { searchMenu } from '../../features/menu/menuSearch';
import { menuLabel } from '../../lib/menuTree';
import { useSearchItems } from './useSearchItems';
import styles from './search.module.css';

/** Option values carry this mark, so a picked option is never taken for typed text. */
const PICK = '\u2063';
const MAX_OPTIONS = 8;

/**
 * The header's search (spec §2 Search): an autocomplete over every leaf page with the menu
 * search's matching; picking one (mouse, or arrows and Enter) opens it and clears the box.
 * Ctrl+K (⌘K) or the key hint opens the full menu search; below 1200 px only the icon shows.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useCommon((s) => s.language);
  const screen = useCommon((s) => s.screen);
  const setSearchOpen = useCommon((s) => s.setSearchOpen);
  const items = useSearchItems();
  const [text, setText] = useState('');

  const options = useMemo(
    () =>
      searchMenu(items, text, MAX_OPTIONS).map((hit) => ({
        value: `${PICK}${hit.item.id}`,
        // What a screen reader announces for the option (its value is an internal id).
        'aria-label': [menuLabel(hit.item, language), ...hit.item.parents.map((p) => menuLabel(p, language))].join(
          ', ',
        ),
        label: <HitLabel item={hit.item} match={hit.match} language={language} testId="header-search-option" />,
      })),
    [items, text, language],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setSearchOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setSearchOpen]);

  // Below 1200 px the room goes to the top menu and widgets (issue 14: at 1000 px the box left
  // the top menu so little room that it folded into "…"): an icon opens the search.
  if (screen < 3) {
    return (
      <ActionTooltip title={t('search.title')}>
        <Button
          type="text"
          className={styles.iconButton}
          icon={<SearchOutlined />}
          aria-label={t('search.title')}
          onClick={() => setSearchOpen(true)}
          data-testid="open-menu-search"
        />
      </ActionTooltip>
    );
  }

  const pick = (value: string) => {
    const item = items.find((i) => `${PICK}${i.id}` === value);
    setText('');
    if (item) navigate(item.to);
  };

  return (
    <div className={styles.headerSearchBox}>
      <AutoComplete
        className={styles.headerSearch}
        value={text}
        options={options}
        onChange={(value: string) => setText(value.startsWith(PICK) ? '' : value)}
        onSelect={pick}
        showSearch={{ filterOption: false }}
        defaultActiveFirstOption
        popupMatchSelectWidth={300}
        notFoundContent={text.trim() ? <span className={styles.noMatch}>{t('search.none')}</span> : null}
        data-testid="header-search"
      >
        <Input
          prefix={<SearchOutlined className={styles.headerSearchIcon} />}
          placeholder={t('search.boxPlaceholder')}
          aria-label={t('search.boxPlaceholder')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setText('');
          }}
          suffix={
            <ActionTooltip title={t('search.title')}>
              <button
                type="button"
                className={styles.kbdButton}
                onClick={() => setSearchOpen(true)}
                aria-label={t('search.title')}
                data-testid="open-menu-search"
              >
                <kbd>{navigator.platform.startsWith('Mac') ? '⌘K' : 'Ctrl K'}</kbd>
              </button>
            </ActionTooltip>
          }
          data-testid="header-search-input"
        />
      </AutoComplete>
    </div>
  );
}
