import type { TFunction } from 'i18next';
import type { FlowHistoryRecord } from '@invest/contract/flow';

const UNITS = [
  ['work.durationDays', 86_400_000],
  ['work.durationHours', 3_600_000],
  ['work.durationMinutes', 60_000],
  ['work.durationSeconds', 1_000],
] as const;

/** "2 天 3 小时", "5 分钟", "0 秒": the largest unit of a duration and the next one when not zero. */
export function formatDuration(ms: number, t: TFunction): string {
  const first = UNITS.findIndex(([, size]) => ms >= size);
  if (first === -1) return t('work.durationSeconds', { count: 0 });
  const [key, size] = UNITS[first]!;
  const count = Math.floor(ms / size);
  const next = UNITS[first + 1];
  const more = next ? Math.floor((ms - count * size) / next[1]) : 0;
  const text = t(key, { count });
  return next && more ? `${text} ${t(next[0], { count: more })}` : text;
}

/** Who finished a step and how long it took: what hovering a finished step in the diagram shows. */
export type FinishedStep = { who: string; durationMs: number };

/** The last finished task of each diagram element, by element id. */
export function finishedSteps(history: readonly FlowHistoryRecord[]): Map<string, FinishedStep> {
  const steps = new Map<string, FinishedStep>();
  for (const h of history) {
    if (h.kind !== 'task' || !h.endTime || h.durationMs === null) continue;
    steps.set(h.elementId, { who: h.assigneeName || h.assignee, durationMs: h.durationMs });
  }
  return steps;
}
