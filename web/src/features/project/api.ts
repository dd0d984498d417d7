import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalApi } from '@invest/contract/api/approval';
import { fileApi } from '@invest/contract/api/file';
import { fundApi } from '@invest/contract/api/fund';
import { meetingApi } from '@invest/contract/api/meeting';
import { projectApi } from '@invest/contract/api/project';
import type { Endpoint, ResultOf } from '@invest/contract/endpoint';
import type { projectIdQuery } from '@invest/contract/project-extra';
import { call, type CallInput } from '../../lib/api';
import { decodeErrorBlob } from './detail/fileTransfer';

type BodyOf<E extends Endpoint> = CallInput<E>['body'];

/** Everything about projects starts with 'project', so one invalidation refreshes every project view. */
export const projectKeys = {
  all: ['project'] as const,
  byUuid: (uuid: string) => ['project', 'detail', uuid] as const,
  of: (part: string, id: string) => ['project', part, id] as const,
};

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
    queryFn: () => call(projectApi.detail, { query: { uuid } }, { silent: true }),
    enabled: Boolean(uuid),
    retry: false,
  });
}

export const useCanEditProject = (id: string | undefined) => useProjectRead('can-edit', projectApi.canEdit, id);
export const useProjectSteps = (id: string | undefined) => useProjectRead('steps', projectApi.steps, id);
export const useProjectMembers = (id: string | undefined) => useProjectRead('members', projectApi.members, id);
export const useProjectFiles = (id: string | undefined) =>
  useQuery({
    queryKey: projectKeys.of('files', id ?? ''),
    queryFn: () => call(fileApi.list, { query: { projectId: id ?? '' } }),
    enabled: Boolean(id),
  });
export const useProjectResumes = (id: string | undefined) => useProjectRead('resumes', projectApi.resumes, id);
export const useProjectAttrs = (id: string | undefined) => useProjectRead('attrs', projectApi.attrs, id);
export const useRegistryData = (id: string | undefined) => useProjectRead('registry', projectApi.registry, id);
export const useRegistryContrast = (id: string | undefined) =>
  useProjectRead('registry-contrast', projectApi.registryContrast, id);
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
    queryFn: () => call(fundApi.list),
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
  useProjectMutation(
    (body: BodyOf<typeof projectApi.submit>) => call(projectApi.submit, { body }),
    ['dashboard', 'fund'],
  );
export const useChangeStage = () =>
  useProjectMutation(
    (body: BodyOf<typeof projectApi.changeStage>) => call(projectApi.changeStage, { body }),
    ['dashboard', 'fund'],
  );
export const useSetKey = () =>
  useProjectMutation(
    ({ id, isKey }: { id: string; isKey: 0 | 1 }) => call(projectApi.setImport, { query: { ids: id, isKey } }),
    ['dashboard'],
  );
export const useSaveMember = () =>
  useProjectMutation((body: BodyOf<typeof projectApi.saveMember>) => call(projectApi.saveMember, { body }));
export const useRemoveMember = () =>
  useProjectMutation((query: { projectId: string; userId: string }) => call(projectApi.removeMember, { query }));
export const useSubmitResume = () =>
  useProjectMutation((body: BodyOf<typeof projectApi.saveResume>) => call(projectApi.saveResume, { body }));
export const useRemoveResume = () =>
  useProjectMutation((id: string) => call(projectApi.removeResumes, { query: { ids: id } }));
export const useSaveAttrs = () =>
  useProjectMutation((body: BodyOf<typeof projectApi.saveAttrs>) => call(projectApi.saveAttrs, { body }));
export const useRemoveFile = () => useProjectMutation((id: string) => call(fileApi.remove, { query: { ids: id } }));

/** Uploads one file into a category, reporting the bytes sent (the caller maps them to a percent). */
export function uploadProjectFile(
  q: { projectId: string; category: string },
  file: File,
  onProgress: (loaded: number, total: number | undefined) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return call(
    fileApi.upload,
    { query: q, body: form },
    {
      // An upload may take much longer than the 10 s of an ordinary call.
      timeout: 10 * 60_000,
      onUploadProgress: (e) => onProgress(e.loaded, e.total),
    },
  );
}

/**
 * A file's bytes with the session's headers (an <a href> or <iframe src> cannot send them). A
 * refusal arrives as a JSON envelope inside the blob: its message is decoded for the caller.
 */
export async function fetchProjectFile(id: string): Promise<Blob> {
  try {
    return await call(fileApi.download, { query: { id } }, { timeout: 10 * 60_000, silent: true });
  } catch (err) {
    throw await decodeErrorBlob(err);
  }
}
