import { StartCards } from '../components/StartCards';

/** /work/start — 发起事务: the definitions the user may start. */
export default function WorkStartPage() {
  return <StartCards />;
}
