import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from '@invest/contract/meeting';
import { byDay, calendarSpan, defaultRangeOn, formatSpan, rangeOf, wireRange } from './meetingTime';

const meeting = (id: string, startTime: string, endTime = startTime) => ({ id, startTime, endTime }) as MeetingRecord;

describe('meeting times', () => {
  it('round-trips a meeting between the wire and the picker', () => {
    const range = rangeOf({ startTime: '2026-05-20 14:00:00', endTime: '2026-05-20 16:30:00' });
    expect(range[0].hour()).toBe(14);
    expect(wireRange(range)).toEqual({ startTime: '2026-05-20 14:00:00', endTime: '2026-05-20 16:30:00' });
  });

  it('starts a meeting scheduled on a day at 14:00 for two hours', () => {
    expect(wireRange(defaultRangeOn(dayjs('2026-05-20T09:37:12')))).toEqual({
      startTime: '2026-05-20 14:00:00',
      endTime: '2026-05-20 16:00:00',
    });
  });

  it("asks the calendar for every day the month's grid can show", () => {
    expect(calendarSpan(dayjs('2026-02-17'))).toEqual({ from: '2026-01-25', to: '2026-03-14' });
    // A grid starts at most six days before the 1st and ends at most thirteen after the last day.
    const { from, to } = calendarSpan(dayjs('2026-08-01'));
    expect(dayjs('2026-08-01').diff(dayjs(from), 'day')).toBeGreaterThanOrEqual(6);
    expect(dayjs(to).diff(dayjs('2026-08-31'), 'day')).toBeGreaterThanOrEqual(13);
  });

  it('groups meetings by the day they start, keeping their order', () => {
    const days = byDay([
      meeting('1', '2026-05-20 09:00:00'),
      meeting('2', '2026-05-21 10:00:00'),
      meeting('3', '2026-05-20 14:00:00'),
    ]);
    expect([...days.keys()]).toEqual(['2026-05-20', '2026-05-21']);
    expect(days.get('2026-05-20')!.map((m) => m.id)).toEqual(['1', '3']);
  });

  it('writes a span briefly on one day and in full across days', () => {
    expect(formatSpan(meeting('1', '2026-05-20 14:00:00', '2026-05-20 16:00:00'))).toBe('2026-05-20 14:00–16:00');
    expect(formatSpan(meeting('1', '2026-05-20 14:00:00', '2026-05-21 10:00:00'))).toBe(
      '2026-05-20 14:00–2026-05-21 10:00',
    );
  });
});
