import { App } from 'antd';
import { useParams } from 'react-router';
import { useUser } from '../../../stores/user';
import { useInstanceDiagram } from '../../flow/api';
import { TaskDecision } from '../../flow/components/TaskDecision';
import { useCloseTab } from '../../flow/useCloseTab';
import { ADJUST_STEP } from '../api';
import { AdjustRequest } from '../components/AdjustRequest';
import { LeaveCards } from '../components/LeaveCards';

/**
 * /work/process/leave/handle/:taskId/:processInstanceId/:businessId — decide a leave request, or,
 * for the applicant whose request was rejected, adjust and resubmit or cancel it. Once done, the
 * tab closes and the to-do list shows (refreshed).
 */
export default function LeaveHandlePage() {
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const { message } = App.useApp();
  const me = useUser((s) => s.userInfo?.userId);
  const diagram = useInstanceDiagram(processInstanceId);
  const closeTab = useCloseTab();
  const adjusting = diagram.data?.active.some((a) => a.elementId === ADJUST_STEP) ?? false;
  const done = (said: string) => {
    void message.success(said);
    closeTab('/work/todo');
  };
  const close = () => closeTab('/work/todo');
  return (
    <LeaveCards
      processInstanceId={processInstanceId}
      businessId={businessId}
      actions={(leave) =>
        adjusting && leave.applicantId === me ? (
          <AdjustRequest leave={leave} taskId={taskId} onDone={done} onClose={close} />
        ) : (
          <TaskDecision taskId={taskId} processInstanceId={processInstanceId} onDone={done} onClose={close} />
        )
      }
    />
  );
}
