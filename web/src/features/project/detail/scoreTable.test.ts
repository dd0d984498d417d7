import { describe, expect, it } from 'vitest';
import { groupScores } from './scoreTable';

const record = (id: string, meetingId: string, scores: Record<string, number>, total: number) => ({
  id,
  meetingId,
  userName: id,
  scores,
  total,
  comment: '',
});

describe('groupScores', () => {
  it('groups by meeting in the meetings order, with per-criterion and overall averages', () => {
    const groups = groupScores(
      [
        record('a', 'm45', { team: 8, market: 7 }, 7.5),
        record('b', 'm46', { team: 9, market: 6 }, 7.5),
        record('c', 'm46', { team: 6 }, 6),
      ],
      ['team', 'market', 'finance'],
      [
        { meetingId: 'm46', title: '第46期' },
        { meetingId: 'm45', title: '第45期' },
      ],
    );
    expect(groups.map((g) => [g.meetingTitle, g.records.map((r) => r.id)])).toEqual([
      ['第46期', ['b', 'c']],
      ['第45期', ['a']],
    ]);
    expect(groups[0]!.averages).toEqual({ team: 7.5, market: 6, finance: null });
    expect(groups[0]!.average).toBe(6.75);
  });

  it('keeps scores of a meeting it cannot name, last and under its id', () => {
    const groups = groupScores(
      [record('a', 'gone', { team: 5 }, 5), record('b', 'm1', { team: 7 }, 7)],
      ['team'],
      [{ meetingId: 'm1', title: '例会' }],
    );
    expect(groups.map((g) => g.meetingTitle)).toEqual(['例会', 'gone']);
  });

  it('rounds averages to two decimals', () => {
    const [g] = groupScores(
      [record('a', 'm', { team: 7 }, 7), record('b', 'm', { team: 8 }, 8), record('c', 'm', { team: 8 }, 8)],
      ['team'],
      [],
    );
    expect(g!.averages.team).toBe(7.67);
  });
});
