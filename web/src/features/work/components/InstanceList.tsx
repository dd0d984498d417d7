import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowInstanceRecord } from '@invest/contract/flow';
import { CrudPage } from '../../../components/crud/CrudPage';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { InstanceStatusTag } from '../../flow/components/InstanceStatusTag';
import { useFlowRoutes } from '../../flow/flowRoutes';
import { fetchInstancePage, useWithdraw, workKeys, type InstanceBox, type WorkFilters } from '../api';
import { processColumns } from './processColumns';
import { useOpenProcessPage } from './useOpenProcessPage';
import { WorkSearch } from './WorkSearch';
import { EMPTY } from '../../../lib/empty';

/** 流程进度: the step it waits at while running, else how it ended. */
function Progress({ row }: { row: FlowInstanceRecord }) {
  return (
    <InstanceStatusTag
      status={row.status}
      label={row.status === 'running' ? row.currentStep : undefined}
      testId="work-progress"
    />
  );
}

/**
 * 已发 (what I started: progress, detail, withdraw while the server allows it) or 办结 (ended
 * instances I took part in: detail), paged on the server.
 */
export function InstanceList({ box }: { box: InstanceBox }) {
  const { t } = useTranslation();
  const { confirm } = useConfirmAction();
  const { categoryLabel } = useFlowRoutes();
  const open = useOpenProcessPage();
  const withdraw = useWithdraw();
  const table = useServerTable<FlowInstanceRecord, WorkFilters>({
    queryKey: workKeys.list(box),
    fetchPage: (params) => fetchInstancePage(box, params),
    rowKey: (row) => row.processInstanceId,
  });

  const process = processColumns<FlowInstanceRecord>(t, categoryLabel);
  const columns: TableColumnsType<FlowInstanceRecord> = [
    ...process.leading,
    ...(box === 'done' ? [{ key: 'applicant', dataIndex: 'applicantName', title: t('work.applicant') }] : []),
    { key: 'progress', title: t('work.progress'), render: (_, row) => <Progress row={row} /> },
    process.version,
    { key: 'startTime', dataIndex: 'startTime', title: t('work.startTime') },
    { key: 'endTime', dataIndex: 'endTime', title: t('work.endTime'), render: (v: string) => v || EMPTY },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid="work-detail"
            onClick={() =>
              open(row.category, {
                kind: 'detail',
                processInstanceId: row.processInstanceId,
                businessId: row.businessId,
              })
            }
          >
            {t('work.detail')}
          </Button>
          {box === 'send' && row.status === 'running' && (
            <Button
              type="link"
              size="small"
              danger
              data-testid="work-withdraw"
              onClick={() =>
                confirm({
                  content: t('work.withdrawConfirm', { name: row.processDefinitionName }),
                  danger: true,
                  onOk: () => withdraw.mutateAsync(row.processInstanceId),
                  successText: t('work.withdrawn_ok'),
                })
              }
            >
              {t('work.withdraw')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <CrudPage testId={`work-${box}`}>
      <WorkSearch onSearch={table.search} testId={`work-${box}-search`} />
      <ServerTable<FlowInstanceRecord, WorkFilters>
        table={table}
        columns={columns}
        emptyText={t(`work.empty_${box}`)}
        testId={`work-${box}-table`}
      />
    </CrudPage>
  );
}
