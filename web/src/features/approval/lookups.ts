import { useQuery } from '@tanstack/react-query';
import { projectApi } from '@invest/contract/api/project';
import { call } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';

/** The project look-up behind the apply form's project picker (docs/api.md: project search). */
const searchProjects = (keyword: string) => call(projectApi.search, { query: { keyword } });

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
