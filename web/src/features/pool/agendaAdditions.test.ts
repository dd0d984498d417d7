import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from '@invest/contract/meeting';
import { addedCount, alreadyOnAgenda } from './agendaAdditions';

const agenda = (...projectIds: string[]) => ({
  agenda: projectIds.map((projectId) => ({ projectId }) as MeetingRecord['agenda'][number]),
});

describe('agenda additions', () => {
  it('finds the chosen projects already on the agenda', () => {
    expect(alreadyOnAgenda(agenda('1', '2'), ['2', '3'])).toEqual(['2']);
    expect(alreadyOnAgenda(undefined, ['2', '3'])).toEqual([]);
  });

  it('counts only the projects the agenda gained', () => {
    expect(addedCount(agenda('1', '2'), agenda('1', '2', '3', '4'), ['2', '3', '4'])).toBe(2);
    expect(addedCount(agenda('2'), agenda('2'), ['2'])).toBe(0);
  });
});
