import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { APPROVAL_STATUS } from '@invest/contract/constants';
import { TaskDecision } from '../../flow/components/TaskDecision';
import { useCloseTab } from '../../flow/useCloseTab';
import { useRefreshApprovals } from '../api';
import { ApprovalProcessCards } from '../components/ApprovalProcessCards';

/**
 * /work/process/project-approval/handle/:taskId/:processInstanceId/:businessId — a project
 * approval's step opened from 待办: approve or reject with a comment (or transfer, return), with the
 * history and the live diagram. Once done, the tab closes and the to-do list shows (refreshed), and
 * the approval screens and the project (whether it may move on) are refreshed too.
 */
export default function ApprovalProcessHandlePage() {
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const closeTab = useCloseTab();
  const refresh = useRefreshApprovals();
  const close = () => closeTab('/work/todo');
  const done = (said: string) => {
    void message.success(said);
    void refresh();
    close();
  };
  return (
    <ApprovalProcessCards
      processInstanceId={processInstanceId}
      businessId={businessId}
      actions={(record) =>
        record.status === APPROVAL_STATUS.pending ? (
          <TaskDecision taskId={taskId} processInstanceId={processInstanceId} onDone={done} onClose={close} />
        ) : (
          <Alert type="info" showIcon title={t('approval.alreadyDecided')} data-testid="approval-process-ended" />
        )
      }
    />
  );
}
