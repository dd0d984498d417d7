import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { projectApi, projectExcelApi } from '@invest/contract/api/project';
import type { Endpoint } from '@invest/contract/endpoint';
import type { ProjectFilters } from '@invest/contract/project';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';
import { http } from '../../lib/http';
import { projectKeys } from '../project/api';
import { decodeErrorBlob } from '../project/detail/fileTransfer';
import { fileNameOf } from './download';

/** Under 'project', so any project change refreshes the list. */
export const projectListKeys = { list: ['project', 'list'] as const };

/** Workbooks take longer than the 10 s of an ordinary call. */
const FILE_TIMEOUT = 10 * 60_000;

export const fetchProjectPage = (query: PageParams & ProjectFilters) => call(projectApi.page, { query });

/**
 * The projects of a page the caller may edit now (checkWhetherEditInfo for the whole page, in one
 * request). Asked only when the caller holds an edit button.
 */
export function useEditableProjects(ids: string[], enabled: boolean): Set<string> {
  const { data } = useQuery({
    queryKey: projectKeys.of('editable', ids.join(',')),
    queryFn: () => call(projectApi.editableIds, { query: { ids: ids.join(',') } }),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
  });
  return new Set(data);
}

/** A list change: every project view, the dashboard counts and the funds' project counts follow. */
function useListMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(['project', 'dashboard', 'fund'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useRemoveProjects = () =>
  useListMutation((ids: readonly string[]) => call(projectApi.remove, { query: { ids: ids.join(',') } }));

export const useSetKeyProjects = () =>
  useListMutation(({ ids, isKey }: { ids: readonly string[]; isKey: 0 | 1 }) =>
    call(projectApi.setImport, { query: { ids: ids.join(','), isKey } }),
  );

export const useImportProjects = () =>
  useListMutation(({ file, onProgress }: { file: File; onProgress: (e: AxiosProgressEvent) => void }) => {
    const form = new FormData();
    form.append('file', file);
    // Silent: the import dialog shows the refusal, with its per-row errors.
    return call(
      projectExcelApi.import,
      { body: form },
      { silent: true, timeout: FILE_TIMEOUT, onUploadProgress: onProgress },
    );
  });

/** A workbook download: its bytes and the file name the server gave it. */
async function fetchWorkbook(
  e: Endpoint,
  params: object | undefined,
  fallbackName: string,
  onProgress?: (e: AxiosProgressEvent) => void,
) {
  try {
    // Not `call`: the file name comes from the answer's headers.
    const res = await http.get<Blob>(e.path, {
      params,
      responseType: 'blob',
      timeout: FILE_TIMEOUT,
      // A refusal arrives as a JSON envelope inside the blob; the caller shows its decoded message.
      silent: true,
      onDownloadProgress: onProgress,
    });
    return { blob: res.data, name: fileNameOf(res.headers['content-disposition']) ?? fallbackName };
  } catch (err) {
    throw await decodeErrorBlob(err);
  }
}

/** The list as the filters and sort select it, as an .xlsx file. */
export const exportProjects = (
  params: ProjectFilters & { ascs?: string; descs?: string },
  onProgress: (e: AxiosProgressEvent) => void,
) => fetchWorkbook(projectExcelApi.export, params, 'projects.xlsx', onProgress);

export const fetchImportTemplate = () =>
  fetchWorkbook(projectExcelApi.template, undefined, 'project-import-template.xlsx');
