import { useMemo, type ReactElement } from 'react';
import { AutoComplete } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../../stores/common';
import { searchMenu } from '../../features/menu/menuSearch';
import { menuLabel } from '../../lib/menuTree';
import { HitLabel } from './HitLabel';
import { useSearchItems } from './useSearchItems';
import styles from './search.module.css';

/** Option values carry this mark, so a picked option is never taken for typed text. */
const PICK = '\u2063';
const MAX_OPTIONS = 8;

export type HeaderSearchSuggestProps = {
  /** The header's search box (HeaderSearch), the same before and after this part arrives. */
  input: ReactElement;
  text: string;
  onTextChange: (text: string) => void;
  /** Open at once: the user typed into the box before this part arrived. */
  openAtOnce: boolean;
};

/**
 * The header search's suggestions (spec §2 Search): an autocomplete over every leaf page with the
 * menu search's matching; picking one (mouse, or arrows and Enter) opens it and clears the box.
 * A chunk of its own (layout/shellDialogs.ts): antd's AutoComplete brings its Select and virtual
 * list, a seventh of the first screen's script, for a box nobody types into before it is drawn.
 */
export function HeaderSearchSuggest({ input, text, onTextChange, openAtOnce }: HeaderSearchSuggestProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useCommon((s) => s.language);
  const items = useSearchItems();

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

  const pick = (value: string) => {
    const item = items.find((i) => `${PICK}${i.id}` === value);
    onTextChange('');
    if (item) navigate(item.to);
  };

  return (
    <AutoComplete
      className={styles.headerSearch}
      value={text}
      options={options}
      onChange={(value: string) => onTextChange(value.startsWith(PICK) ? '' : value)}
      onSelect={pick}
      showSearch={{ filterOption: false }}
      defaultActiveFirstOption
      defaultOpen={openAtOnce}
      popupMatchSelectWidth={300}
      notFoundContent={text.trim() ? <span className={styles.noMatch}>{t('search.none')}</span> : null}
      data-testid="header-search"
    >
      {input}
    </AutoComplete>
  );
}
