import { Children, useState, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../../stores/common';
import { SearchBarLayout } from './searchBarLayout';
import styles from './crud.module.css';

const COMPACT = { compact: true };
const SPACIOUS = { compact: false };

type Props<V> = {
  /** The search fields: Form.Item elements (a TextFilter for a text field). */
  children: ReactNode;
  onSearch: (values: V) => void;
  /** After the fields are cleared; by default a search with the cleared values. */
  onReset?: () => void;
  form?: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Fields shown on narrow screens until "more" is pressed (default 2). */
  collapsedCount?: number;
  loading?: boolean;
  testId?: string;
  /** Without its own panel (inside another one). */
  bare?: boolean;
  /** For a narrow panel: fields share one row with the buttons (TextFilters then drop their labels). */
  compact?: boolean;
};

/**
 * The search form above a table: inline fields, Search and Reset. On screens narrower than
 * 992 px only the first fields show until "more" is pressed; hidden fields keep their values.
 */
export function SearchBar<V extends object>({
  children,
  onSearch,
  onReset,
  form: given,
  initialValues,
  collapsedCount = 2,
  loading,
  testId = 'search-bar',
  bare,
  compact,
}: Props<V>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const narrow = useCommon((s) => s.screen < 2);
  const [expanded, setExpanded] = useState(false);
  const fields = Children.toArray(children);
  const foldable = !compact && narrow && fields.length > collapsedCount;

  const reset = () => {
    form.resetFields();
    if (onReset) onReset();
    else onSearch(form.getFieldsValue(true) as V);
  };

  const body = (
    <Form<V>
      form={form}
      // Named, so its fields' ids (name_field) differ from a drawer's fields of the same names (issue 14).
      name={testId}
      layout="inline"
      className={compact ? `${styles.searchForm} ${styles.compactSearch}` : styles.searchForm}
      initialValues={initialValues}
      onFinish={onSearch}
      data-testid={testId}
    >
      <SearchBarLayout.Provider value={compact ? COMPACT : SPACIOUS}>
        {fields.map((field, i) => (
          <div key={i} className={foldable && !expanded && i >= collapsedCount ? styles.hiddenField : styles.field}>
            {field}
          </div>
        ))}
      </SearchBarLayout.Provider>
      <Form.Item className={styles.searchActions}>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={loading}
            data-testid={`${testId}-submit`}
          >
            {t('crud.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reset} data-testid={`${testId}-reset`}>
            {t('crud.reset')}
          </Button>
          {foldable && (
            <Button type="link" onClick={() => setExpanded((e) => !e)} style={{ paddingInline: 4 }}>
              {expanded ? t('crud.collapse') : t('crud.expand')}
              {expanded ? <UpOutlined /> : <DownOutlined />}
            </Button>
          )}
        </span>
      </Form.Item>
    </Form>
  );
  return bare ? body : <section className={`${styles.panel} ${styles.searchPanel}`}>{body}</section>;
}
