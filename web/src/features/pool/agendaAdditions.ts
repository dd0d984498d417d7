import type { MeetingRecord } from '@invest/contract/meeting';

type Agenda = Pick<MeetingRecord, 'agenda'>;

/** Which of the chosen projects a meeting's agenda already holds (the server skips those). */
export function alreadyOnAgenda(meeting: Agenda | undefined, projectIds: readonly string[]): string[] {
  const on = new Set(meeting?.agenda.map((a) => a.projectId));
  return projectIds.filter((id) => on.has(id));
}

/** How many of the chosen projects the agenda gained: on it after, not before. */
export function addedCount(before: Agenda | undefined, after: Agenda, projectIds: readonly string[]): number {
  const skipped = new Set(alreadyOnAgenda(before, projectIds));
  return alreadyOnAgenda(after, projectIds).filter((id) => !skipped.has(id)).length;
}
