import { useParams } from 'react-router';
import { LeaveCards } from '../components/LeaveCards';

/** /work/process/leave/detail/:processInstanceId/:businessId — the request, its history and its diagram, read-only. */
export default function LeaveDetailPage() {
  const { processInstanceId = '', businessId = '' } = useParams();
  return <LeaveCards processInstanceId={processInstanceId} businessId={businessId} />;
}
