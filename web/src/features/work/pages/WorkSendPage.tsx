import { InstanceList } from '../components/InstanceList';

/** /work/send — 已发: what the user started, with its progress. */
export default function WorkSendPage() {
  return <InstanceList box="send" />;
}
