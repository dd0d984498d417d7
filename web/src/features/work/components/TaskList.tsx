import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowTaskRecord } from '@invest/contract/flow';
import { CrudPage } from '../../../components/crud/CrudPage';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { useFlowRoutes } from '../../flow/flowRoutes';
import { fetchTaskPage, useClaimTask, workKeys, type TaskBox, type WorkFilters } from '../api';
import { processColumns } from './processColumns';
import { useOpenProcessPage } from './useOpenProcessPage';
import { WorkSearch } from './WorkSearch';

/** 待签 (claim, after a confirmation; the row moves to 待办) or 待办 (handle): the waiting tasks, paged on the server. */
export function TaskList({ box }: { box: TaskBox }) {
  const { t } = useTranslation();
  const { confirm } = useConfirmAction();
  const { categoryLabel } = useFlowRoutes();
  const open = useOpenProcessPage();
  const claim = useClaimTask();
  const table = useServerTable<FlowTaskRecord, WorkFilters>({
    queryKey: workKeys.list(box),
    fetchPage: (params) => fetchTaskPage(box, params),
    rowKey: (row) => row.taskId,
  });

  const action = (row: FlowTaskRecord) =>
    box === 'claim' ? (
      <Button
        type="link"
        size="small"
        data-testid="work-claim"
        onClick={() =>
          confirm({
            content: t('work.claimConfirm', { name: `${row.processDefinitionName} · ${row.taskName}` }),
            onOk: () => claim.mutateAsync(row.taskId),
            successText: t('work.claimed'),
          })
        }
      >
        {t('work.claim')}
      </Button>
    ) : (
      <Button
        type="link"
        size="small"
        data-testid="work-handle"
        onClick={() =>
          open(row.category, {
            kind: 'handle',
            taskId: row.taskId,
            processInstanceId: row.processInstanceId,
            businessId: row.businessId,
          })
        }
      >
        {t('work.handle')}
      </Button>
    );

  const process = processColumns<FlowTaskRecord>(t, categoryLabel);
  const columns: TableColumnsType<FlowTaskRecord> = [
    ...process.leading,
    {
      key: 'taskName',
      dataIndex: 'taskName',
      title: t('work.taskName'),
      render: (name: string) => <Tag color="processing">{name}</Tag>,
    },
    { key: 'applicant', dataIndex: 'applicantName', title: t('work.applicant') },
    process.version,
    { key: 'createTime', dataIndex: 'createTime', title: t('work.createTime') },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      render: (_, row) => <Space size={0}>{action(row)}</Space>,
    },
  ];

  return (
    <CrudPage testId={`work-${box}`}>
      <WorkSearch onSearch={table.search} testId={`work-${box}-search`} />
      <ServerTable<FlowTaskRecord, WorkFilters>
        table={table}
        columns={columns}
        emptyText={t(`work.empty_${box}`)}
        testId={`work-${box}-table`}
      />
    </CrudPage>
  );
}
