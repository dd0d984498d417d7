import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { AuditOutlined, EditOutlined, RiseOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { allowedNextStages } from '@invest/contract/pipeline';
import type { ProjectRecord } from '@invest/contract/project';
import { PermissionGate } from '../../../components/crud/PermissionGate';
import { ApplyForm } from '../../approval/components/ApplyForm';
import { typeForStage } from '../../approval/approvalRules';
import { useSetKey } from '../api';
import { ChangeStageDrawer } from './ChangeStageDrawer';
import { ProjectDrawer } from './ProjectDrawer';

type Open = 'edit' | 'stage' | 'apply' | undefined;

/**
 * The project's actions, for a user the server lets edit it (checkWhetherEditInfo) and who holds
 * each button code: edit, change stage, mark key, apply for the approval its stage calls for.
 */
export function ProjectActions({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>();
  const setKey = useSetKey();
  const close = () => setOpen(undefined);
  const isKey = project.isKey === 1;

  const toggleKey = async () => {
    try {
      await setKey.mutateAsync({ id: project.id, isKey: isKey ? 0 : 1 });
      void message.success(isKey ? t('project.keyUnmarked') : t('project.keyMarked'));
    } catch {
      // lib/http has said why.
    }
  };

  return (
    <Space wrap data-testid="project-actions">
      <PermissionGate code="project_edit">
        <Button icon={<EditOutlined />} onClick={() => setOpen('edit')} data-testid="project-edit">
          {t('project.editTitle')}
        </Button>
      </PermissionGate>
      {allowedNextStages(project.stage).length > 0 && (
        <PermissionGate code="project_stage">
          <Button type="primary" icon={<RiseOutlined />} onClick={() => setOpen('stage')} data-testid="project-stage">
            {t('project.changeStage')}
          </Button>
        </PermissionGate>
      )}
      <PermissionGate code="project_key">
        <Button
          icon={isKey ? <StarFilled /> : <StarOutlined />}
          loading={setKey.isPending}
          onClick={() => void toggleKey()}
          data-testid="project-key-toggle"
        >
          {isKey ? t('project.unmarkKey') : t('project.markKey')}
        </Button>
      </PermissionGate>
      {typeForStage(project.stage) !== undefined && (
        <PermissionGate code="approval_apply">
          <Button icon={<AuditOutlined />} onClick={() => setOpen('apply')} data-testid="project-apply">
            {t('project.applyApproval')}
          </Button>
        </PermissionGate>
      )}
      <ProjectDrawer editing={open === 'edit' ? project : undefined} onClose={close} testId="project-edit-drawer" />
      <ChangeStageDrawer project={project} open={open === 'stage'} onClose={close} />
      <ApplyForm open={open === 'apply'} onClose={close} project={project} />
    </Space>
  );
}
