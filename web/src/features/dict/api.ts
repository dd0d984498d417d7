import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dictApi } from '@invest/contract/api/dict';
import type { DictSubmit } from '@invest/contract/dict';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

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

export const fetchDictParents = (query: PageParams & DictParentFilters) => call(dictApi.parentPage, { query });

/** The items table asks only once a dictionary is chosen (`enabled`), so `parentId` is there. */
export const fetchDictChildren = ({ parentId, ...query }: PageParams & DictChildFilters) =>
  call(dictApi.childPage, { query: { ...query, parentId: parentId ?? '' } });

export const fetchDictDetail = (id: string) => call(dictApi.detail, { query: { id } });

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
export const fetchDictionary = (code: string) => call(dictApi.dictionary, { query: { code } });

export const submitDict = (body: DictSubmit) => call(dictApi.submit, { body });

export const removeDicts = (ids: readonly string[]) => call(dictApi.remove, { query: { ids: ids.join(',') } });

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
