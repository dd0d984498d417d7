import { IN_PROGRESS_STAGES, INVESTED_STAGES, STAGE } from '@invest/contract/pipeline';
import type { ProjectFilters } from '@invest/contract/project';
import { queryOfFilters } from '../project/listAddress';

/**
 * A link's filters: the project list's own (contract `ProjectFilters`), with the stages as a list
 * of numbers, as the pipeline's constants give them.
 */
export type ProjectListFilters = Omit<ProjectFilters, 'stage'> & { stage?: readonly number[] };

/** The project list filtered as given (`/project/list?stage=1,2,3`), as the list reads its address. */
export function projectListPath({ stage, ...rest }: ProjectListFilters): string {
  return `/project/list${queryOfFilters({ stage: stage?.join(','), ...rest })}`;
}

/** The four project groups of the home page, each with its filtered list. */
export const PROJECT_GROUPS = [
  { key: 'reserve', filters: { stage: [STAGE.reserve] } },
  { key: 'inProgress', filters: { stage: IN_PROGRESS_STAGES } },
  { key: 'invested', filters: { stage: INVESTED_STAGES } },
  { key: 'key', filters: { isKey: 1 } },
] as const satisfies readonly { key: string; filters: ProjectListFilters }[];

export type ProjectGroup = (typeof PROJECT_GROUPS)[number]['key'];

export const TODO_PATH = '/approval/todo';
export const MEETING_PATH = '/meeting/index';
