import { ApprovalList } from '../components/ApprovalList';

/** /approval/todo: the approvals waiting for my decision. */
export default function ApprovalTodoPage() {
  return <ApprovalList box="todo" />;
}
