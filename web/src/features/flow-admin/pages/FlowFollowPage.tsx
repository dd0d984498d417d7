import { useState } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowInstanceRecord } from '@invest/contract/flow';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { CrudPage } from '../../../components/crud/CrudPage';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useCan } from '../../../components/crud/permission';
import { useServerTable } from '../../../components/crud/useServerTable';
import { orEmpty } from '../../../lib/empty';
import { fetchInstancePage, flowAdminKeys, type FlowFilters } from '../api';
import { CategorySearch, CategoryTag } from '../components/category';
import { DiagramModal } from '../components/DiagramModal';
import { TerminateModal } from '../components/TerminateModal';

/** /flow/follow (流程跟踪): the running instances with their current step; delete one with a reason. */
export default function FlowFollowPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [terminating, setTerminating] = useState<FlowInstanceRecord>();
  const [showing, setShowing] = useState<FlowInstanceRecord>();
  const table = useServerTable<FlowInstanceRecord, FlowFilters>({
    queryKey: flowAdminKeys.instances,
    fetchPage: fetchInstancePage,
    rowKey: (row) => row.processInstanceId,
  });

  const columns: TableColumnsType<FlowInstanceRecord> = [
    {
      key: 'process',
      dataIndex: 'processDefinitionName',
      title: t('flowAdmin.processName'),
      fixed: 'start',
      render: (name: string, row) => (
        <span data-testid="flow-instance-process">
          {name} <Tag>v{row.processDefinitionVersion}</Tag>
        </span>
      ),
    },
    {
      key: 'category',
      dataIndex: 'category',
      title: t('flowAdmin.category'),
      render: (category: string) => <CategoryTag category={category} />,
    },
    {
      key: 'applicant',
      dataIndex: 'applicantName',
      title: t('flowAdmin.applicant'),
      render: (name: string) => <span data-testid="flow-instance-applicant">{orEmpty(name)}</span>,
    },
    {
      key: 'currentStep',
      dataIndex: 'currentStep',
      title: t('flowAdmin.currentStep'),
      render: (step: string) => <span data-testid="flow-instance-step">{orEmpty(step)}</span>,
    },
    { key: 'startTime', dataIndex: 'startTime', title: t('flowAdmin.startTime') },
    ...actionsColumn<FlowInstanceRecord>({
      t,
      testId: 'flow-instance',
      width: 150,
      actions: [
        { label: t('flowAdmin.viewDiagram'), testId: 'flow-instance-diagram', onClick: setShowing },
        // 删除 (BladeX's word) terminates: the instance ends with the reason, its history stays.
        ...(can('flow_terminate')
          ? [
              {
                label: t('flowAdmin.terminate'),
                testId: 'flow-instance-terminate',
                onClick: setTerminating,
                danger: true,
              },
            ]
          : []),
      ],
    }),
  ];

  return (
    <CrudPage testId="flow-follow-page">
      <CategorySearch onSearch={table.search} testId="flow-follow-search" />
      <ServerTable<FlowInstanceRecord, FlowFilters>
        table={table}
        columns={columns}
        emptyText={t('flowAdmin.followEmpty')}
        testId="flow-follow-table"
      />
      <TerminateModal instance={terminating} onClose={() => setTerminating(undefined)} />
      <DiagramModal
        diagram={
          showing && {
            title: t('flowAdmin.diagramTitle', {
              name: showing.processDefinitionName,
              version: showing.processDefinitionVersion,
            }),
            processDefinitionId: showing.processDefinitionId,
            processInstanceId: showing.processInstanceId,
          }
        }
        onClose={() => setShowing(undefined)}
      />
    </CrudPage>
  );
}
