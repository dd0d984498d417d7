import { useState, type CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserSearch, userName } from './users';

/** A user as pickers keep it: the id, and the name to show. */
export type UserRef = { id: string; name: string };

type Props = {
  value?: UserRef;
  onChange?: (user: UserRef | undefined) => void;
  /** Users that may not be picked (already chosen, or the caller). */
  exclude?: readonly string[];
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  testId?: string;
};

/**
 * Picks an active user of the tenant, searching the server as one types; the value keeps the
 * user's name, so a chosen user shows before any search. (UserSelect loads the whole list.)
 */
export function UserSearchSelect({ value, onChange, exclude = [], placeholder, allowClear, style, testId }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const search = useUserSearch(keyword, open);
  const found = (search.data ?? [])
    .filter((u) => !exclude.includes(u.id))
    .map((u) => ({ id: u.id, name: userName(u), account: u.account }));
  const users = value && !found.some((u) => u.id === value.id) ? [{ ...value, account: '' }, ...found] : found;
  return (
    <Select<string>
      value={value?.id}
      onChange={(id) => {
        const picked = users.find((u) => u.id === id);
        onChange?.(picked && { id: picked.id, name: picked.name });
      }}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={allowClear}
      placeholder={placeholder}
      notFoundContent={search.isFetching ? <Spin size="small" /> : t('crud.empty')}
      options={users.map((u) => ({ value: u.id, label: u.name, account: u.account }))}
      optionRender={(o) => (
        <span data-testid="user-option">
          {o.data.label} {o.data.account && <small>{o.data.account}</small>}
        </span>
      )}
      style={style}
      data-testid={testId}
    />
  );
}
