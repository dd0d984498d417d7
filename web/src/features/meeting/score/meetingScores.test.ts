import { describe, expect, it } from 'vitest';
import type { ScoreSummary } from '@invest/contract/meeting';
import { meetingScores } from './meetingScores';

const record = (id: string, meetingId: string, userId: string, total: number) => ({
  id,
  meetingId,
  userId,
  userName: userId,
  scores: {},
  total,
  comment: '',
  updateTime: '2026-05-20 10:00:00',
});

describe('meetingScores', () => {
  const summary: ScoreSummary = {
    scored: true,
    count: 3,
    average: 7,
    records: [record('1', 'm1', 'u1', 8), record('2', 'm2', 'u1', 5), record('3', 'm1', 'u2', 6.5)],
  };

  it("keeps this meeting's scores, finds the user's own and averages them", () => {
    const s = meetingScores(summary, 'm1', 'u2');
    expect(s.records.map((r) => r.id)).toEqual(['1', '3']);
    expect(s.mine?.id).toBe('3');
    expect(s.average).toBe(7.25);
    expect(s.visible).toBe(true);
  });

  it('has no own score and no average where the user has not scored at this meeting', () => {
    const s = meetingScores(summary, 'm2', 'u2');
    expect(s.mine).toBeUndefined();
    expect(s.average).toBe(5);
    expect(meetingScores(summary, 'm3', 'u2').average).toBeNull();
  });

  it("says the others' scores are hidden until the server shows them", () => {
    expect(meetingScores({ scored: false, count: 2, average: null, records: [] }, 'm1', 'u3')).toMatchObject({
      records: [],
      visible: false,
    });
    expect(meetingScores(undefined, 'm1', 'u3').visible).toBe(false);
  });
});
