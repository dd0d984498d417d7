import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { useCommon } from '../../stores/common';
import { notifyChunkFailed } from '../lazyDialog';
import { HeaderSearchSuggest, afterFirstScreen } from '../shellDialogs';
import styles from './search.module.css';

/**
 * The header's search (spec §2 Search): a box whose suggestions (HeaderSearchSuggest) open the
 * chosen page. Ctrl+K (⌘K) or the key hint opens the full menu search; below 1200 px only the icon
 * shows. The suggestions' code comes at an idle time after the first screen, or when the box is
 * first focused; until then the box takes what is typed, and shows its suggestions once they are here.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const screen = useCommon((s) => s.screen);
  const setSearchOpen = useCommon((s) => s.setSearchOpen);
  const [text, setText] = useState('');
  // Set when the suggestions' code is here, with whether the user was in the box then: the swap
  // makes the input anew.
  const [swap, setSwap] = useState<{ typing: boolean }>();
  const box = useRef<HTMLDivElement>(null);
  const wide = screen >= 3;

  const load = useCallback(
    () =>
      HeaderSearchSuggest.preload().then(() => setSwap({ typing: !!box.current?.contains(document.activeElement) })),
    [],
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

  useEffect(
    () => (wide && !swap ? afterFirstScreen(() => void load().catch(() => undefined)) : undefined),
    [wide, swap, load],
  );

  useEffect(() => {
    if (!swap?.typing) return;
    const input = box.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [swap]);

  // Below 1200 px the room goes to the top menu and widgets (issue 14: at 1000 px the box left
  // the top menu so little room that it folded into "…"): an icon opens the search.
  if (!wide) {
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

  const searchInput = (own: InputProps) => (
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
      {...own}
    />
  );

  return (
    <div className={styles.headerSearchBox} ref={box}>
      {swap ? (
        <HeaderSearchSuggest
          input={searchInput({})}
          text={text}
          onTextChange={setText}
          openAtOnce={swap.typing && text.trim() !== ''}
        />
      ) : (
        <div className={styles.headerSearch}>
          {searchInput({
            value: text,
            onChange: (e) => setText(e.target.value),
            onFocus: () => void load().catch(notifyChunkFailed),
          })}
        </div>
      )}
    </div>
  );
}
