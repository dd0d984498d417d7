import { ApprovalList } from '../components/ApprovalList';

/** /approval/done: the approvals I have decided. */
export default function ApprovalDonePage() {
  return <ApprovalList box="done" />;
}
