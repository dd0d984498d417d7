import { useQuery } from '@tanstack/react-query';
import type { ProjectRecord, ProjectStep } from '@invest/contract/project';
import { getData } from '../../lib/http';

/** Every URL of the projects (spec §7 Project; docs/api.md). */
const P = '/api/project/project';

type Member = { userId: string; name: string; role: string; createTime: string };

export const projectKeys = {
  all: ['project'] as const,
  byUuid: (uuid: string) => ['project', 'detail', uuid] as const,
  steps: (id: string) => ['project', 'steps', id] as const,
  members: (id: string) => ['project', 'members', id] as const,
};

export function useProjectByUuid(uuid: string) {
  return useQuery({
    queryKey: projectKeys.byUuid(uuid),
    queryFn: () => getData<ProjectRecord>(`${P}/detail`, { params: { uuid } }),
    enabled: Boolean(uuid),
  });
}

export function useProjectSteps(projectId: string | undefined) {
  return useQuery({
    queryKey: projectKeys.steps(projectId ?? ''),
    queryFn: () => getData<ProjectStep[]>(`${P}/getProjectStep`, { params: { projectId } }),
    enabled: Boolean(projectId),
  });
}

export function useProjectMembers(projectId: string | undefined) {
  return useQuery({
    queryKey: projectKeys.members(projectId ?? ''),
    queryFn: () => getData<Member[]>('/api/project/member/list', { params: { projectId } }),
    enabled: Boolean(projectId),
  });
}
