import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../dict/components/DictSelect';
import { SearchBar } from '../../../components/crud/SearchBar';
import { categoryOf, dictKeyOf, FLOW_DICT } from '../../flow/flowRoutes';
import type { WorkFilters } from '../api';

/** The work lists' search: a part of the process name, and the category. */
export function WorkSearch({ onSearch, testId }: { onSearch: (filters: WorkFilters) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <SearchBar<WorkFilters> onSearch={onSearch} testId={testId}>
      <Form.Item name="processDefinitionName" label={t('work.nameFilter')}>
        <Input allowClear data-testid={`${testId}-name`} />
      </Form.Item>
      <Form.Item name="category" label={t('work.category')}>
        <CategorySelect />
      </Form.Item>
    </SearchBar>
  );
}

/** A category (`flow_<dictKey>`) chosen from the dictionary `flow`. */
function CategorySelect({ value, onChange }: { value?: string; onChange?: (category: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <DictSelect
      code={FLOW_DICT}
      value={value && dictKeyOf(value)}
      onChange={(key?: string) => onChange?.(key ? categoryOf(key) : undefined)}
      placeholder={t('crud.all')}
      style={{ minWidth: 140 }}
    />
  );
}
