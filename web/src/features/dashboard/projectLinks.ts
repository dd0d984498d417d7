import { IN_PROGRESS_STAGES, INVESTED_STAGES, STAGE } from '@invest/contract/pipeline';

/** The filters the project list reads from its query string (the list's URL contract). */
export type ProjectListFilters = {
  stage?: readonly number[];
  isKey?: 1;
  fundId?: string;
  industry?: string;
};

/**
 * The project list filtered as given: `/project/list?stage=1,2,3`. The stage list keeps its
 * commas readable (the contract's own form); every other value is encoded.
 */
export function projectListPath(filters: ProjectListFilters): string {
  const parts: string[] = [];
  if (filters.stage?.length) parts.push(`stage=${filters.stage.join(',')}`);
  if (filters.isKey) parts.push(`isKey=${filters.isKey}`);
  if (filters.fundId) parts.push(`fundId=${encodeURIComponent(filters.fundId)}`);
  if (filters.industry) parts.push(`industry=${encodeURIComponent(filters.industry)}`);
  return parts.length ? `/project/list?${parts.join('&')}` : '/project/list';
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
