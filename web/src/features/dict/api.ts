import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DictItem, DictRecord, DictSubmit } from '@invest/contract/dict';
import type { Page } from '@invest/contract/paging';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the dictionaries (spec §7 Dictionary; docs/api.md). */
const P = '/api/blade-system/dict';

/** Query keys: everything under `dict`, the cached look-ups under `dict/dictionary`. */
export const dictKeys = {
  all: ['dict'] as const,
  parents: ['dict', 'parent-list'] as const,
  children: ['dict', 'child-list'] as const,
  dictionary: ['dict', 'dictionary'] as const,
  detail: (id: string) => ['dict', 'detail', id] as const,
};

export type DictParentFilters = { code?: string; dictValue?: string };
export type DictChildFilters = { parentId?: string; dictKey?: string; dictValue?: string };

export const fetchDictParents = (params: PageParams & DictParentFilters) =>
  getData<Page<DictRecord>>(`${P}/parent-list`, { params });

export const fetchDictChildren = (params: PageParams & DictChildFilters) =>
  getData<Page<DictRecord>>(`${P}/child-list`, { params });

export const fetchDictDetail = (id: string) => getData<DictRecord>(`${P}/detail`, { params: { id } });

/** A row as the server has it now (spec §7 dict/detail): what the edit drawer starts from. */
export function useDictDetail(id: string | undefined) {
  return useQuery({
    queryKey: dictKeys.detail(id ?? ''),
    queryFn: () => fetchDictDetail(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** The items of a dictionary code, for selects and tags. */
export const fetchDictionary = (code: string) => getData<DictItem[]>(`${P}/dictionary`, { params: { code } });

export const submitDict = (body: DictSubmit) => postData<DictRecord>(`${P}/submit`, body);

export const removeDicts = (ids: readonly string[]) =>
  postData<number>(`${P}/remove`, undefined, { params: { ids: ids.join(',') } });

/**
 * Drops the console's dictionary look-ups (the tab bar's "clear cache" calls it, as does any
 * dictionary change); selects and tags on screen fetch them again.
 */
export function invalidateDictCache(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: dictKeys.dictionary });
}

/** Add or update a dictionary or an item; every dictionary list and look-up follows. */
export function useSubmitDict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDict,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
}

export function useRemoveDicts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDicts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
}
