import { DictTag } from '../../dict/components/DictTag';

const STATUS_COLORS = { '1': 'processing', '2': 'success', '3': 'default' };
const DECISION_COLORS = { '1': 'green', '2': 'gold', '3': 'red' };

/** Scheduled, held or cancelled (dictionary meeting_status). */
export function MeetingStatusTag({ status }: { status: number }) {
  return <DictTag code="meeting_status" value={status} colors={STATUS_COLORS} />;
}

/** Pass, follow up or reject (dictionary meeting_decision); nothing until decided. */
export function DecisionTag({ decision }: { decision: number | null }) {
  return <DictTag code="meeting_decision" value={decision} colors={DECISION_COLORS} />;
}
