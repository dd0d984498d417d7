import { DatePicker, Form, InputNumber, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../dict/components/DictSelect';
import { SearchBar } from '../../../components/crud/SearchBar';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useFundOptions } from '../../project/api';
import { amountRangeRule } from '../../project/detail/projectFormValues';
import { UserSelect } from '../../../components/users/UserSelect';
import type { ProjectSearchValues } from '../listQuery';

type Props = {
  /** Holds the values; the list sets the URL's filters into it (so Reset clears them). */
  form: FormInstance<ProjectSearchValues>;
  onSearch: (values: ProjectSearchValues) => void;
  /** The key projects page is fixed to key projects: no key filter there. */
  withKeyFilter: boolean;
};

// Minimum widths, not widths: on a phone every field fills the row (issue 14).
const WIDE = { minWidth: 200 };

/** The list's server-side search: text, dictionaries, fund, manager, key flag, amount range (万元), created dates. */
export function ProjectSearchBar({ form, onSearch, withKeyFilter }: Props) {
  const { t } = useTranslation();
  const funds = useFundOptions();
  const all = t('crud.all');

  return (
    <SearchBar<ProjectSearchValues> form={form} onSearch={onSearch} collapsedCount={3} testId="project-search">
      <TextFilter
        name="keyword"
        label={t('projectList.keyword')}
        placeholder={t('projectList.keywordPlaceholder')}
        style={WIDE}
        testId="project-search-keyword"
      />
      <TextFilter name="name" label={t('project.name')} testId="project-search-name" />
      <TextFilter name="companyName" label={t('project.company')} />
      <Form.Item name="stage" label={t('project.stage')}>
        <DictSelect
          code="project_stage"
          mode="multiple"
          maxTagCount="responsive"
          placeholder={all}
          style={WIDE}
          data-testid="project-search-stage"
        />
      </Form.Item>
      <Form.Item name="industry" label={t('project.industry')}>
        <DictSelect code="industry" placeholder={all} style={{ minWidth: 160 }} data-testid="project-search-industry" />
      </Form.Item>
      <Form.Item name="round" label={t('project.round')}>
        <DictSelect code="round" placeholder={all} style={{ minWidth: 140 }} />
      </Form.Item>
      <Form.Item name="fundId" label={t('project.fund')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={funds.isLoading}
          options={(funds.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
          placeholder={all}
          style={WIDE}
          data-testid="project-search-fund"
        />
      </Form.Item>
      <Form.Item name="managerId" label={t('project.manager')}>
        <UserSelect placeholder={all} style={{ minWidth: 160 }} />
      </Form.Item>
      {withKeyFilter && (
        <Form.Item name="isKey" label={t('project.key')}>
          <Select
            allowClear
            placeholder={all}
            style={{ minWidth: 100 }}
            options={[
              { value: 1, label: t('crud.yes') },
              { value: 0, label: t('crud.no') },
            ]}
            data-testid="project-search-key"
          />
        </Form.Item>
      )}
      <Form.Item label={t('projectList.withUnit', { label: t('projectList.amount'), unit: t('project.unit') })}>
        <Space.Compact>
          <Form.Item name="amountFrom" noStyle>
            <InputNumber<number>
              min={0}
              placeholder={t('projectList.from')}
              style={{ width: 110 }}
              data-testid="project-search-amount-from"
            />
          </Form.Item>
          {/* Like the project drawer: an upper amount below the lower one is refused (under the
              field, and the search does not run). */}
          <Form.Item
            name="amountTo"
            noStyle
            dependencies={['amountFrom']}
            rules={[amountRangeRule('amountFrom', t('project.amountRangeInvalid'))]}
          >
            <InputNumber<number>
              min={0}
              placeholder={t('projectList.to')}
              style={{ width: 110 }}
              data-testid="project-search-amount-to"
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="created" label={t('projectList.created')}>
        <DatePicker.RangePicker allowEmpty={[false, false]} />
      </Form.Item>
    </SearchBar>
  );
}
