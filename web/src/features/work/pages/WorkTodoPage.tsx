import { TaskList } from '../components/TaskList';

/** /work/todo — 待办: the user's tasks. */
export default function WorkTodoPage() {
  return <TaskList box="todo" />;
}
