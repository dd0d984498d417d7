import { projectApi } from '@invest/contract/api/project';
import { STAGE } from '@invest/contract/pipeline';
import type { ProjectFilters } from '@invest/contract/project';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

/** The pool is the reserve stage of the project list (docs/api.md, project page). */
export const poolKeys = { list: ['project', 'pool'] as const };

export type PoolFilters = Pick<ProjectFilters, 'keyword' | 'industry' | 'round' | 'fundId' | 'managerId'>;

export const fetchPoolPage = (query: PageParams & PoolFilters) =>
  call(projectApi.page, { query: { ...query, stage: String(STAGE.reserve) } });
