import { InstanceList } from '../components/InstanceList';

/** /work/done — 办结: ended processes the user took part in. */
export default function WorkDonePage() {
  return <InstanceList box="done" />;
}
