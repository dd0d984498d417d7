import { ApprovalList } from '../components/ApprovalList';

/** /approval/mine: the approvals I applied for; apply and withdraw here. */
export default function ApprovalMinePage() {
  return <ApprovalList box="mine" />;
}
