import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toClientLogFilters } from './clientLogFilters';

describe('toClientLogFilters', () => {
  it('sends the time range as two server-format times', () => {
    const from = dayjs('2026-03-01T08:05:09');
    const to = dayjs('2026-03-02T23:59:59');
    expect(toClientLogFilters({ account: 'admin', range: [from, to] })).toEqual({
      account: 'admin',
      createTimeFrom: '2026-03-01 08:05:09',
      createTimeTo: '2026-03-02 23:59:59',
    });
  });

  it('leaves an open end out, and no range at all', () => {
    expect(toClientLogFilters({ range: [null, dayjs('2026-03-02T10:00:00')] })).toEqual({
      createTimeFrom: undefined,
      createTimeTo: '2026-03-02 10:00:00',
    });
    expect(toClientLogFilters({ message: 'boom', range: null })).toEqual({
      message: 'boom',
      createTimeFrom: undefined,
      createTimeTo: undefined,
    });
  });
});
