import { useState } from 'react';
import { CloudUploadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowDefinitionRecord } from '@invest/contract/flow';
import { actionsColumn, type RowAction } from '../../../components/crud/actionsColumn';
import { CrudPage } from '../../../components/crud/CrudPage';
import { PermissionGate } from '../../../components/crud/PermissionGate';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { fetchDefinitionPage, flowAdminKeys, useChangeState, useDeleteDeployment, type FlowFilters } from '../api';
import { CategorySearch, CategoryTag } from '../components/category';
import { DeployModal } from '../components/DeployModal';
import { DiagramModal } from '../components/DiagramModal';
import { ModelerModal, type ModelerTarget } from '../components/ModelerModal';

/** BladeX's suspensionState: 1 active, 2 suspended. */
const isActive = (row: FlowDefinitionRecord) => row.suspensionState === 1;

/** /flow/manager (流程管理): every version of every definition; deploy, suspend/activate, delete. */
export default function FlowManagerPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { confirm, confirmDelete } = useConfirmAction();
  const changeState = useChangeState();
  const remove = useDeleteDeployment();
  const [deploying, setDeploying] = useState(false);
  const [showing, setShowing] = useState<FlowDefinitionRecord>();
  const [editing, setEditing] = useState<ModelerTarget>();
  const table = useServerTable<FlowDefinitionRecord, FlowFilters>({
    queryKey: flowAdminKeys.definitions,
    fetchPage: fetchDefinitionPage,
  });
  const versionName = (row: FlowDefinitionRecord) =>
    t('flowAdmin.versionName', { name: row.name, version: row.version });

  const toggle = (row: FlowDefinitionRecord) => {
    const active = isActive(row);
    confirm({
      content: t(active ? 'flowAdmin.suspendConfirm' : 'flowAdmin.activateConfirm', {
        name: row.name,
        version: row.version,
      }),
      okText: t(active ? 'flowAdmin.suspend' : 'flowAdmin.activate'),
      danger: active,
      onOk: () => changeState.mutateAsync({ processId: row.id, state: active ? 'suspend' : 'active' }),
      successText: t(active ? 'flowAdmin.suspendedDone' : 'flowAdmin.activatedDone'),
    });
  };

  const actions: RowAction<FlowDefinitionRecord>[] = [
    { label: t('flowAdmin.viewDiagram'), testId: 'flow-definition-diagram', onClick: setShowing },
    ...(can('flow_deploy')
      ? [
          {
            label: t('flowAdmin.modelerEdit'),
            testId: 'flow-definition-design',
            onClick: (row: FlowDefinitionRecord) =>
              setEditing({
                kind: 'edit',
                processDefinitionId: row.id,
                category: row.category,
                title: t('flowAdmin.modelerTitle', { name: row.name, version: row.version }),
              }),
          },
        ]
      : []),
    ...(can('flow_suspend')
      ? [
          { label: t('flowAdmin.suspend'), testId: 'flow-suspend', onClick: toggle, visible: isActive },
          {
            label: t('flowAdmin.activate'),
            testId: 'flow-activate',
            onClick: toggle,
            visible: (r: FlowDefinitionRecord) => !isActive(r),
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<FlowDefinitionRecord> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('flowAdmin.name'),
      fixed: 'start',
      render: (name: string) => <span data-testid="flow-definition-name">{name}</span>,
    },
    { key: 'key', dataIndex: 'key', title: t('flowAdmin.key') },
    {
      key: 'version',
      dataIndex: 'version',
      title: t('flowAdmin.version'),
      render: (v: number) => <Tag data-testid="flow-definition-version">v{v}</Tag>,
    },
    {
      key: 'category',
      dataIndex: 'category',
      title: t('flowAdmin.category'),
      render: (category: string) => <CategoryTag category={category} />,
    },
    {
      key: 'state',
      title: t('flowAdmin.state'),
      render: (_, row) => (
        <Tag color={isActive(row) ? 'green' : 'orange'} data-testid="flow-definition-state">
          {t(isActive(row) ? 'flowAdmin.active' : 'flowAdmin.suspended')}
        </Tag>
      ),
    },
    { key: 'deploymentTime', dataIndex: 'deploymentTime', title: t('flowAdmin.deployTime') },
    ...actionsColumn<FlowDefinitionRecord>({
      t,
      testId: 'flow-definition',
      width: 190,
      actions,
      // The server refuses a deployment with running instances and says so.
      onDelete: can('flow_delete_deployment')
        ? (row) => confirmDelete(versionName(row), () => remove.mutateAsync(row.deploymentId))
        : undefined,
    }),
  ];

  return (
    <CrudPage testId="flow-manager-page">
      <CategorySearch onSearch={table.search} testId="flow-manager-search" />
      <ServerTable<FlowDefinitionRecord, FlowFilters>
        table={table}
        columns={columns}
        emptyText={t('flowAdmin.empty')}
        toolbar={
          <PermissionGate code="flow_deploy">
            <Space>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ kind: 'new', title: t('flowAdmin.modelerNewTitle') })}
                data-testid="flow-modeler-new"
              >
                {t('flowAdmin.modelerNew')}
              </Button>
              <Button icon={<CloudUploadOutlined />} onClick={() => setDeploying(true)} data-testid="flow-deploy-open">
                {t('flowAdmin.deploy')}
              </Button>
            </Space>
          </PermissionGate>
        }
        testId="flow-manager-table"
      />
      <DeployModal open={deploying} onClose={() => setDeploying(false)} />
      <DiagramModal
        diagram={
          showing && {
            title: t('flowAdmin.diagramTitle', { name: showing.name, version: showing.version }),
            processDefinitionId: showing.id,
          }
        }
        onClose={() => setShowing(undefined)}
      />
      <ModelerModal target={editing} onClose={() => setEditing(undefined)} />
    </CrudPage>
  );
}
