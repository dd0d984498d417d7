import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toMeetingFilters } from './meetingFilters';

describe('toMeetingFilters', () => {
  it('sends whole days, the status as a number and "only mine" as mine=1', () => {
    expect(
      toMeetingFilters({
        title: ' 投委会 ',
        status: '1',
        days: [dayjs('2026-05-01T10:00:00'), dayjs('2026-05-31T00:00:00')],
        mine: true,
      }),
    ).toEqual({ title: '投委会', status: 1, from: '2026-05-01', to: '2026-05-31', mine: 1 });
  });

  it('leaves out what is not asked for', () => {
    expect(toMeetingFilters({ title: '  ', days: [null, dayjs('2026-05-31')], mine: false })).toEqual({
      title: undefined,
      status: undefined,
      from: undefined,
      to: '2026-05-31',
      mine: undefined,
    });
  });
});
