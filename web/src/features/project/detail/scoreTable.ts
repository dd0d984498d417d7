type ScoreRecord = {
  id: string;
  meetingId: string;
  userName: string;
  scores: Record<string, number>;
  total: number;
  comment: string;
};

export type ScoreGroup = {
  meetingId: string;
  meetingTitle: string;
  records: ScoreRecord[];
  /** Each criterion's average over the meeting's scorers (two decimals); null when nobody scored it. */
  averages: Record<string, number | null>;
  average: number | null;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function mean(values: number[]): number | null {
  return values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

/**
 * Scores grouped by the meeting they were given at (in the order of `meetings`, newest first;
 * meetings no longer listed come last under their id), each with per-criterion averages.
 */
export function groupScores(
  records: ScoreRecord[],
  criteria: string[],
  meetings: { meetingId: string; title: string }[],
): ScoreGroup[] {
  const titles = new Map(meetings.map((m) => [m.meetingId, m.title]));
  const order = (id: string) => {
    const i = meetings.findIndex((m) => m.meetingId === id);
    return i === -1 ? meetings.length : i;
  };
  const ids = [...new Set(records.map((r) => r.meetingId))].sort((a, b) => order(a) - order(b));
  return ids.map((meetingId) => {
    const group = records.filter((r) => r.meetingId === meetingId);
    const averages = Object.fromEntries(
      criteria.map((c) => [c, mean(group.map((r) => r.scores[c]).filter((v): v is number => typeof v === 'number'))]),
    );
    return {
      meetingId,
      meetingTitle: titles.get(meetingId) ?? meetingId,
      records: group,
      averages,
      average: mean(group.map((r) => r.total)),
    };
  });
}
