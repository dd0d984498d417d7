import { useState } from 'react';
import { Button, Form, Input, Select, Typography, type TableColumnsType } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { CrudPage } from '../../../components/crud/CrudPage';
import { DictSelect } from '../../dict/components/DictSelect';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { usePermission } from '../../../components/crud/permission';
import { useDict } from '../../dict/useDict';
import { useServerTable } from '../../../components/crud/useServerTable';
import { UserSelect } from '../../../components/users/UserSelect';
import { projectDetailPath } from '../../reminder/openReminder';
import { useFundOptions } from '../../project/api';
import { fetchPoolPage, poolKeys, type PoolFilters } from '../api';
import { AddToMeetingModal } from '../components/AddToMeetingModal';
import { EMPTY } from '../../../lib/empty';

const amount = (v: number | null) => (v === null ? '' : v.toLocaleString());

/** /project/pool: the reserve projects; choose several and put them on a regular meeting's agenda. */
export default function ProjectPoolPage() {
  const { t } = useTranslation();
  const canAdd = usePermission('pool_add_meeting');
  const industries = useDict('industry');
  const rounds = useDict('round');
  const funds = useFundOptions();
  const table = useServerTable<ProjectRecord, PoolFilters>({ queryKey: poolKeys.list, fetchPage: fetchPoolPage });
  const [adding, setAdding] = useState<ProjectRecord[]>([]);
  const unit = t('project.unit');

  const columns: TableColumnsType<ProjectRecord> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('pool.name'),
      sorter: true,
      fixed: 'start',
      render: (name: string, row) => (
        <Link to={projectDetailPath(row)} data-testid="pool-project">
          {name}
        </Link>
      ),
    },
    { dataIndex: 'companyName', title: t('pool.company'), ellipsis: true, width: 220 },
    { dataIndex: 'industry', title: t('pool.industry'), render: (v: string) => industries.labelOf(v) || EMPTY },
    { dataIndex: 'round', title: t('pool.round'), render: (v: string) => rounds.labelOf(v) || EMPTY },
    { dataIndex: 'region', title: t('pool.region'), render: (v: string) => v || EMPTY },
    {
      key: 'amountMin',
      title: t('pool.amount', { unit }),
      sorter: true,
      align: 'right',
      render: (_, row) =>
        row.amountMin === null && row.amountMax === null ? '-' : `${amount(row.amountMin)}–${amount(row.amountMax)}`,
    },
    {
      key: 'valuation',
      dataIndex: 'valuation',
      title: t('pool.valuation', { unit }),
      sorter: true,
      align: 'right',
      render: (v: number | null) => (v === null ? '-' : amount(v)),
    },
    { dataIndex: 'fundName', title: t('pool.fund'), render: (v: string) => v || EMPTY },
    { dataIndex: 'managerName', title: t('pool.manager'), render: (v: string) => v || EMPTY },
    { key: 'createTime', dataIndex: 'createTime', title: t('pool.createTime'), sorter: true, width: 170 },
  ];

  return (
    <CrudPage testId="pool-page">
      <SearchBar<PoolFilters> onSearch={table.search} testId="pool-search">
        <Form.Item name="keyword" label={t('pool.keyword')}>
          <Input allowClear placeholder={t('pool.keywordPlaceholder')} data-testid="pool-search-keyword" />
        </Form.Item>
        <Form.Item name="industry" label={t('pool.industry')}>
          <DictSelect code="industry" placeholder={t('crud.all')} style={{ minWidth: 160 }} />
        </Form.Item>
        <Form.Item name="round" label={t('pool.round')}>
          <DictSelect code="round" placeholder={t('crud.all')} style={{ minWidth: 140 }} />
        </Form.Item>
        <Form.Item name="fundId" label={t('pool.fund')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('crud.all')}
            loading={funds.isLoading}
            options={(funds.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            style={{ minWidth: 180 }}
          />
        </Form.Item>
        <Form.Item name="managerId" label={t('pool.manager')}>
          <UserSelect allowClear placeholder={t('crud.all')} style={{ minWidth: 160 }} />
        </Form.Item>
      </SearchBar>
      <ServerTable<ProjectRecord, PoolFilters>
        table={table}
        columns={columns}
        title={t('pool.heading')}
        toolbar={
          canAdd &&
          table.selectedKeys.length === 0 && <Typography.Text type="secondary">{t('pool.selectHint')}</Typography.Text>
        }
        emptyText={t('pool.empty')}
        batchActions={
          canAdd
            ? (keys) => (
                <Button
                  type="primary"
                  icon={<CalendarOutlined />}
                  onClick={() => setAdding(table.records.filter((p) => keys.includes(p.id)))}
                  data-testid="pool-add-meeting-open"
                >
                  {t('pool.addToMeeting')}
                </Button>
              )
            : undefined
        }
        testId="pool-table"
      />
      <AddToMeetingModal projects={adding} onClose={() => setAdding([])} onAdded={table.clearSelection} />
    </CrudPage>
  );
}
