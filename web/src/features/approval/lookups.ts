import { useQuery } from '@tanstack/react-query';
import type { ProjectRecord } from '@invest/contract/project';
import { getData } from '../../lib/http';
import { useDebounced } from '../../lib/useDebounced';

/** What the project search answers. */
export type ProjectBrief = Pick<ProjectRecord, 'id' | 'uuid' | 'name' | 'companyName' | 'stage'>;

/** The project look-up behind the apply form's project picker (docs/api.md: project search). */
const searchProjects = (keyword: string) =>
  getData<ProjectBrief[]>('/api/project/project/search', { params: { keyword } });

/** Projects whose name or company contains the keyword (the server needs one; at most 20). */
export function useProjectSearch(keyword: string) {
  const settled = useDebounced(keyword.trim());
  return useQuery({
    queryKey: ['project', 'search', settled],
    queryFn: () => searchProjects(settled),
    enabled: settled.length > 0,
    staleTime: 30_000,
  });
}
