import type { ScoreSummary } from '@invest/contract/meeting';

/**
 * A project's scores at one meeting: the records given there (the server sends others' only to
 * those who have scored the project), the user's own, and their average.
 */
export function meetingScores(summary: ScoreSummary | undefined, meetingId: string, userId: string | undefined) {
  const records = (summary?.records ?? []).filter((r) => r.meetingId === meetingId);
  const mine = records.find((r) => r.userId === userId);
  const average = records.length
    ? Math.round((records.reduce((sum, r) => sum + r.total, 0) / records.length) * 100) / 100
    : null;
  return { records, mine, average, visible: summary?.scored ?? false };
}
