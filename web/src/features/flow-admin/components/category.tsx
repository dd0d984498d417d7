import { Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../dict/components/DictSelect';
import { SearchBar } from '../../../components/crud/SearchBar';
import { useDict } from '../../dict/useDict';
import { categoryOf, dictKeyOf, FLOW_DICT } from '../../flow/flowRoutes';
import type { FlowFilters } from '../api';

/** The category as its label in the console's language (the raw value if the dictionary lacks it). */
export function CategoryTag({ category }: { category: string }) {
  const { labelOf, loading } = useDict(FLOW_DICT);
  if (loading || !category) return null;
  return <Tag color="blue">{labelOf(dictKeyOf(category))}</Tag>;
}

/** Both screens filter by category: the select offers the dictionary's items, the list gets `flow_<dictKey>`. */
export function CategorySearch({ onSearch, testId }: { onSearch: (filters: FlowFilters) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <SearchBar<{ category?: string }>
      onSearch={({ category }) => onSearch({ category: category ? categoryOf(category) : undefined })}
      testId={testId}
    >
      <Form.Item name="category" label={t('flowAdmin.category')}>
        <DictSelect
          code={FLOW_DICT}
          placeholder={t('crud.all')}
          style={{ minWidth: 160 }}
          data-testid={`${testId}-category`}
        />
      </Form.Item>
    </SearchBar>
  );
}
