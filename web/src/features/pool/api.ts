import type { Page } from '@invest/contract/paging';
import { STAGE } from '@invest/contract/pipeline';
import type { ProjectRecord } from '@invest/contract/project';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData } from '../../lib/http';

/** The pool is the reserve stage of the project list (docs/api.md, project page). */
export const poolKeys = { list: ['project', 'pool'] as const };

export type PoolFilters = { keyword?: string; industry?: string; round?: string; fundId?: string; managerId?: string };

export const fetchPoolPage = (params: PageParams & PoolFilters) =>
  getData<Page<ProjectRecord>>('/api/project/project/page', { params: { ...params, stage: STAGE.reserve } });
