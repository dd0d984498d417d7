import { MEETING_STATUS } from '@invest/contract/pipeline';
import type { MeetingRecord } from '@invest/contract/meeting';

type Can = (code: string) => boolean;

/**
 * What the user may do with a meeting: the button codes of the menu seed, narrowed by the
 * server's rules (meeting service): only a scheduled meeting is edited, moved or cancelled; a
 * cancelled one takes no decisions, minutes or scores; only its attendees score.
 */
export function meetingAbilities(m: Pick<MeetingRecord, 'status' | 'attendees'>, can: Can, userId: string | undefined) {
  const scheduled = m.status === MEETING_STATUS.scheduled;
  const live = m.status !== MEETING_STATUS.cancelled;
  return {
    edit: scheduled && can('meeting_edit'),
    move: scheduled && can('meeting_edit'),
    cancel: scheduled && can('meeting_cancel'),
    remove: can('meeting_delete'),
    record: live && can('meeting_edit'),
    score: live && can('project_score') && m.attendees.some((a) => a.userId === userId),
  };
}
export type MeetingAbilities = ReturnType<typeof meetingAbilities>;
