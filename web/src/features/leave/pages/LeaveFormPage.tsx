import { useParams } from 'react-router';
import { useCloseTab } from '../../flow/useCloseTab';
import { LeaveForm } from '../components/LeaveForm';
import { useStartLeave } from '../api';

/** /work/process/leave/form/:processDefinitionId — request leave; on success the tab closes and 已发 shows. */
export default function LeaveFormPage() {
  const { processDefinitionId = '' } = useParams();
  const closeTab = useCloseTab();
  const start = useStartLeave(processDefinitionId);
  return (
    <LeaveForm
      onSubmit={start.mutateAsync}
      onDone={() => closeTab('/work/send')}
      onCancel={() => closeTab('/work/start')}
    />
  );
}
