import { TaskList } from '../components/TaskList';

/** /work/claim — 待签: tasks the user may claim. */
export default function WorkClaimPage() {
  return <TaskList box="claim" />;
}
