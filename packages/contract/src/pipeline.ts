/**
 * The pipeline's rules as plain values (no zod), so the console can use them without loading
 * the schemas; the schema modules re-export them for the server.
 */

/** Pipeline stages (dictionary `project_stage`). */
export const STAGE = {
  reserve: 0,
  initiated: 1,
  diligence: 2,
  committee: 3,
  invested: 4,
  exited: 5,
  terminated: 9,
} as const;
/** Stages counted as "in progress" and "invested" by the dashboard. */
export const IN_PROGRESS_STAGES = [STAGE.initiated, STAGE.diligence, STAGE.committee] as const;
export const INVESTED_STAGES = [STAGE.invested, STAGE.exited] as const;
/** Exited and terminated projects are read only. */
export const READ_ONLY_STAGES: readonly number[] = [STAGE.exited, STAGE.terminated];

/** The pipeline: each stage moves forward one step, and any stage before investment may be terminated. */
export function allowedNextStages(stage: number): number[] {
  const forward: Record<number, number[]> = {
    [STAGE.reserve]: [STAGE.initiated],
    [STAGE.initiated]: [STAGE.diligence],
    [STAGE.diligence]: [STAGE.committee],
    [STAGE.committee]: [STAGE.invested],
    [STAGE.invested]: [STAGE.exited],
  };
  const next = forward[stage] ?? [];
  return stage < STAGE.invested ? [...next, STAGE.terminated] : next;
}

/** Meeting status (dictionary `meeting_status`). */
export const MEETING_STATUS = { scheduled: 1, held: 2, cancelled: 3 } as const;

/** The stage a project must be at to apply for each approval type (1 initiation, 2 investment decision, 3 exit). */
export const APPROVAL_TYPE_STAGE: Readonly<Record<1 | 2 | 3, number>> = {
  1: STAGE.reserve,
  2: STAGE.committee,
  3: STAGE.invested,
};
