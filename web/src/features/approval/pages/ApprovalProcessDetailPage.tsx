import { useParams } from 'react-router';
import { ApprovalProcessCards } from '../components/ApprovalProcessCards';

/** /work/process/project-approval/detail/:processInstanceId/:businessId — the approval, its history and diagram, read-only. */
export default function ApprovalProcessDetailPage() {
  const { processInstanceId = '', businessId = '' } = useParams();
  return <ApprovalProcessCards processInstanceId={processInstanceId} businessId={businessId} />;
}
