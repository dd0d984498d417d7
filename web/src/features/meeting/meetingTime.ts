import dayjs, { type Dayjs } from 'dayjs';
import type { MeetingRecord } from '@invest/contract/meeting';

/** Times on the wire (contract dateTimeSchema) and days in query parameters. */
export const WIRE = 'YYYY-MM-DD HH:mm:ss';
export const DAY = 'YYYY-MM-DD';

export type TimeRange = [Dayjs, Dayjs];

/** A meeting's start and end as a picker range. */
export const rangeOf = (m: Pick<MeetingRecord, 'startTime' | 'endTime'>): TimeRange => [
  dayjs(m.startTime),
  dayjs(m.endTime),
];

/** A picker range as the wire's start and end. */
export const wireRange = ([start, end]: TimeRange) => ({ startTime: start.format(WIRE), endTime: end.format(WIRE) });

/** A new meeting on a chosen day starts in the afternoon and lasts two hours (as the committee's do). */
export const defaultRangeOn = (day: Dayjs): TimeRange => {
  const start = day.hour(14).minute(0).second(0).millisecond(0);
  return [start, start.add(2, 'hour')];
};

/**
 * The days the month calendar shows around a month: its grid starts up to a week before the 1st
 * and runs up to two weeks past the end, whichever day the week starts on.
 */
export const calendarSpan = (month: Dayjs) => ({
  from: month.startOf('month').subtract(7, 'day').format(DAY),
  to: month.endOf('month').add(14, 'day').format(DAY),
});

/** Meetings keyed by the day they start, in the order given. */
export function byDay(meetings: readonly MeetingRecord[]): Map<string, MeetingRecord[]> {
  const days = new Map<string, MeetingRecord[]>();
  for (const m of meetings) {
    const day = m.startTime.slice(0, DAY.length);
    days.set(day, [...(days.get(day) ?? []), m]);
  }
  return days;
}

/** "2026-05-20 14:00–16:00", or both full times when the meeting spans days. */
export function formatSpan(m: Pick<MeetingRecord, 'startTime' | 'endTime'>): string {
  const start = m.startTime.slice(0, 16);
  const sameDay = m.startTime.slice(0, 10) === m.endTime.slice(0, 10);
  return `${start}–${sameDay ? m.endTime.slice(11, 16) : m.endTime.slice(0, 16)}`;
}
