import type { Dayjs } from 'dayjs';
import type { MeetingFilters } from './api';
import { DAY } from './meetingTime';

/** The meeting search form: the days are one range field, "only mine" a switch. */
export type MeetingSearch = {
  title?: string;
  status?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
  mine?: boolean;
};

/** The form's values as the list's filters (the server takes whole days and `mine=1`). */
export function toMeetingFilters({ title, status, days, mine }: MeetingSearch): MeetingFilters {
  return {
    title: title?.trim() || undefined,
    status: status ? Number(status) : undefined,
    from: days?.[0]?.format(DAY),
    to: days?.[1]?.format(DAY),
    mine: mine ? 1 : undefined,
  };
}
