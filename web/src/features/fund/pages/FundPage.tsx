import { useState } from 'react';
import { Button, Form, type TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import type { FundRecord } from '@invest/contract/fund';
import { CrudPage } from '../../../components/crud/CrudPage';
import { DictSelect } from '../../dict/components/DictSelect';
import { DictTag } from '../../dict/components/DictTag';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { fetchFundPage, fundKeys, useRemoveFunds, type FundFilters } from '../api';
import { currencyUnit, formatAmount } from '../../../lib/amount';
import { FundDrawer } from '../components/FundDrawer';
import { FundProjectsDrawer } from '../components/FundProjectsDrawer';
import styles from '../components/fund.module.css';
import { orEmpty } from '../../../lib/empty';
import { KEEP_WHOLE } from '../../../components/crud/keepWhole';

const STATUS_COLORS: Record<string, string> = { '1': 'blue', '2': 'green', '3': 'orange', '4': 'default' };

/** /fund/index: the funds with their projects and invested totals; add, edit, delete (not with projects). */
export default function FundPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveFunds();
  const [editing, setEditing] = useState<FundRecord | null | undefined>(undefined);
  const [showing, setShowing] = useState<FundRecord>();
  const table = useServerTable<FundRecord, FundFilters>({ queryKey: fundKeys.list, fetchPage: fetchFundPage });
  // Each fund's amounts are in its own currency, so each cell names its unit.
  const amount = (v: number, row: FundRecord) => (
    <span className={styles.amount}>{formatAmount(v, currencyUnit(t, row.currency))}</span>
  );

  const columns: TableColumnsType<FundRecord> = [
    { key: 'code', dataIndex: 'code', title: t('fund.code'), sorter: true, fixed: 'start', className: KEEP_WHOLE },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('fund.name'),
      sorter: true,
      render: (name: string) => <span data-testid="fund-name">{name}</span>,
    },
    {
      key: 'currency',
      dataIndex: 'currency',
      title: t('fund.currency'),
      render: (v: string) => <DictTag code="currency" value={v} />,
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('fund.size'),
      sorter: true,
      align: 'end',
      className: KEEP_WHOLE,
      render: amount,
    },
    { key: 'vintageYear', dataIndex: 'vintageYear', title: t('fund.vintageYear'), sorter: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fund.status'),
      render: (v: string) => <DictTag code="fund_status" value={v} colors={STATUS_COLORS} />,
    },
    { key: 'manager', dataIndex: 'managerName', title: t('fund.manager'), render: orEmpty },
    {
      key: 'projectCount',
      dataIndex: 'projectCount',
      title: t('fund.projectCount'),
      align: 'end',
      render: (n: number, row) => (
        <Button type="link" size="small" onClick={() => setShowing(row)} data-testid="fund-project-count">
          {n}
        </Button>
      ),
    },
    {
      key: 'investedTotal',
      dataIndex: 'investedTotal',
      title: t('fund.investedTotal'),
      align: 'end',
      className: KEEP_WHOLE,
      render: amount,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('fund.createTime'), sorter: true },
    ...actionsColumn<FundRecord>({
      t,
      testId: 'fund',
      width: 170,
      onEdit: can('fund_edit') ? setEditing : undefined,
      actions: [{ label: t('fund.projects'), testId: 'fund-projects-open', onClick: setShowing }],
      // The server refuses a fund that still has projects and says so.
      onDelete: can('fund_delete') ? (row) => confirmDelete(row.name, () => remove.mutateAsync([row.id])) : undefined,
    }),
  ];

  return (
    <CrudPage testId="fund-page">
      <SearchBar<FundFilters> onSearch={table.search} testId="fund-search">
        <TextFilter name="name" label={t('fund.name')} />
        <Form.Item name="status" label={t('fund.status')}>
          <DictSelect code="fund_status" placeholder={t('crud.all')} style={{ minWidth: 140 }} />
        </Form.Item>
        <Form.Item name="currency" label={t('fund.currency')}>
          <DictSelect code="currency" placeholder={t('crud.all')} style={{ minWidth: 140 }} />
        </Form.Item>
      </SearchBar>
      <ServerTable<FundRecord, FundFilters>
        table={table}
        columns={columns}
        emptyText={t('fund.empty')}
        toolbar={<AddButton permission="fund_add" onClick={() => setEditing(null)} testId="fund-add" />}
        batchDelete={
          can('fund_delete') ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'fund-batch-delete' } : undefined
        }
        testId="fund-table"
      />
      <FundDrawer editing={editing} onClose={() => setEditing(undefined)} />
      <FundProjectsDrawer fund={showing} onClose={() => setShowing(undefined)} />
    </CrudPage>
  );
}
