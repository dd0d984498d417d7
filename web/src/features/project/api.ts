import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalApi } from '@invest/contract/api/approval';
import { meetingApi } from '@invest/contract/api/meeting';
import type { Endpoint, ResultOf } from '@invest/contract/endpoint';
import type { ProjectRecord, ProjectStep, ProjectSubmit } from '@invest/contract/project';
import type { ProjectFileRecord } from '@invest/contract/project-extra';
import type { projectIdQuery } from '@invest/contract/project-extra';
import { call } from '../../lib/api';
import { getData, http, postData } from '../../lib/http';
import { decodeErrorBlob } from './detail/fileTransfer';

/** Every URL of a project's detail page (spec §7 Project; docs/api.md). */
const P = '/api/project/project';

export type Member = { userId: string; name: string; role: string; createTime: string };
export type Attr = { attrKey: string; attrValue: string };
export type Resume = {
  id: string;
  projectId: string;
  name: string;
  position: string;
  education: string;
  experience: string;
};
export type ResumeSubmit = Omit<Resume, 'id'> & { id?: string };
export type RegistryData = {
  companyName: string;
  legalName: string;
  registeredCapital: number | null;
  legalRepresentative: string;
  foundingDate: string;
  status: string;
  industry: string;
  region: string;
};
export type RegistryContrast = { field: string; declared: string; registered: string; match: boolean };
export type StageChange = { id: string; toStage: number; comment: string; investedAmount?: number };

/** Everything about projects starts with 'project', so one invalidation refreshes every project view. */
export const projectKeys = {
  all: ['project'] as const,
  byUuid: (uuid: string) => ['project', 'detail', uuid] as const,
  of: (part: string, id: string) => ['project', part, id] as const,
};

/** A read of one project's part, fetched once the project (its id) is known. */
function useProjectPart<T>(part: string, url: string, projectId: string | undefined) {
  return useQuery({
    queryKey: projectKeys.of(part, projectId ?? ''),
    queryFn: () => getData<T>(url, { params: { projectId } }),
    enabled: Boolean(projectId),
  });
}

/** An endpoint that reads one part of a project by its id (`?projectId=`). */
type ProjectPart = Endpoint & { method: 'GET'; query: typeof projectIdQuery };

/** A read of one project's part through the contract, fetched once the project (its id) is known. */
function useProjectRead<E extends ProjectPart>(part: string, e: E, projectId: string | undefined) {
  return useQuery({
    queryKey: projectKeys.of(part, projectId ?? ''),
    queryFn: () => call<ProjectPart>(e, { query: { projectId: projectId ?? '' } }) as Promise<ResultOf<E>>,
    enabled: Boolean(projectId),
  });
}

export function useProjectByUuid(uuid: string) {
  return useQuery({
    queryKey: projectKeys.byUuid(uuid),
    queryFn: () => getData<ProjectRecord>(`${P}/detail`, { params: { uuid }, silent: true }),
    enabled: Boolean(uuid),
    retry: false,
  });
}

export const useCanEditProject = (id: string | undefined) =>
  useProjectPart<boolean>('can-edit', `${P}/checkWhetherEditInfo`, id);
export const useProjectSteps = (id: string | undefined) =>
  useProjectPart<ProjectStep[]>('steps', `${P}/getProjectStep`, id);
export const useProjectMembers = (id: string | undefined) =>
  useProjectPart<Member[]>('members', '/api/project/member/list', id);
export const useProjectFiles = (id: string | undefined) =>
  useProjectPart<ProjectFileRecord[]>('files', '/api/project/file/list', id);
export const useProjectResumes = (id: string | undefined) =>
  useProjectPart<Resume[]>('resumes', '/api/project/resume/list', id);
export const useProjectAttrs = (id: string | undefined) => useProjectPart<Attr[]>('attrs', `${P}/listProjectAttr`, id);
export const useRegistryData = (id: string | undefined) =>
  useProjectPart<RegistryData | null>('registry', `${P}/getSaasData`, id);
export const useRegistryContrast = (id: string | undefined) =>
  useProjectPart<RegistryContrast[]>('registry-contrast', `${P}/getSaasDataContras`, id);
export const useProjectScores = (id: string | undefined) => useProjectRead('scores', meetingApi.scores, id);
export const useProjectMeetings = (id: string | undefined) => useProjectRead('meetings', meetingApi.byProject, id);

/** Every approval of the project, whoever applied (box=project; at most the newest 100). */
export const useProjectApprovals = (id: string | undefined) =>
  useQuery({
    queryKey: ['approval', 'project', id ?? ''],
    queryFn: () =>
      call(approvalApi.page, { query: { box: 'project', projectId: id, current: 1, size: 100 } }).then(
        (page) => page.records,
      ),
    enabled: Boolean(id),
  });

/** Funds for the project form's select. */
export const useFundOptions = (enabled = true) =>
  useQuery({
    queryKey: ['fund', 'options'],
    queryFn: () => getData<{ id: string; name: string; code: string }[]>('/api/project/fund/list'),
    staleTime: 5 * 60_000,
    enabled,
  });

/** A mutation after which every project view (and, for approvals, the approval lists) is fresh. */
function useProjectMutation<A, R>(fn: (arg: A) => Promise<R>, alsoRefresh: string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        [projectKeys.all[0], ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}

export const useSubmitProject = () =>
  useProjectMutation((body: ProjectSubmit) => postData<ProjectRecord>(`${P}/submit`, body), ['dashboard', 'fund']);
export const useChangeStage = () =>
  useProjectMutation((body: StageChange) => postData<ProjectRecord>(`${P}/changeStage`, body), ['dashboard', 'fund']);
export const useSetKey = () =>
  useProjectMutation(
    ({ id, isKey }: { id: string; isKey: 0 | 1 }) =>
      postData<number>(`${P}/setImport`, undefined, { params: { ids: id, isKey } }),
    ['dashboard'],
  );
export const useSaveMember = () =>
  useProjectMutation((body: { projectId: string; userId: string; role: string }) =>
    postData<null>('/api/project/member/save', body),
  );
export const useRemoveMember = () =>
  useProjectMutation((q: { projectId: string; userId: string }) =>
    postData<null>('/api/project/member/remove', undefined, { params: q }),
  );
export const useSubmitResume = () =>
  useProjectMutation((body: ResumeSubmit) => postData<string>('/api/project/resume/submit', body));
export const useRemoveResume = () =>
  useProjectMutation((id: string) =>
    postData<number>('/api/project/resume/remove', undefined, { params: { ids: id } }),
  );
export const useSaveAttrs = () =>
  useProjectMutation((body: { projectId: string; attrs: Attr[] }) => postData<null>(`${P}/saveProjectAttr`, body));
export const useRemoveFile = () =>
  useProjectMutation((id: string) => postData<number>('/api/project/file/remove', undefined, { params: { ids: id } }));

/** Uploads one file into a category, reporting the bytes sent (the caller maps them to a percent). */
export function uploadProjectFile(
  q: { projectId: string; category: string },
  file: File,
  onProgress: (loaded: number, total: number | undefined) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return postData<ProjectFileRecord>('/api/project/file/upload', form, {
    params: q,
    // An upload may take much longer than the 10 s of an ordinary call.
    timeout: 10 * 60_000,
    onUploadProgress: (e) => onProgress(e.loaded, e.total),
  });
}

/**
 * A file's bytes with the session's headers (an <a href> or <iframe src> cannot send them). A
 * refusal arrives as a JSON envelope inside the blob: its message is decoded for the caller.
 */
export async function fetchProjectFile(id: string): Promise<Blob> {
  try {
    const res = await http.get<Blob>('/api/project/file/download', {
      params: { id },
      responseType: 'blob',
      timeout: 10 * 60_000,
      silent: true,
    });
    return res.data;
  } catch (err) {
    throw await decodeErrorBlob(err);
  }
}
