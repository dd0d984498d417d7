import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@invest/contract/paging';
import type { ParamRecord, ParamSubmit } from '@invest/contract/param';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the parameter screen (spec §7; docs/api.md). */
const P = '/api/blade-system/param';

export const paramKeys = { all: ['param'] as const, list: ['param', 'list'] as const };

export type ParamFilters = { paramName?: string; paramKey?: string };

export const fetchParamPage = (params: PageParams & ParamFilters) =>
  getData<Page<ParamRecord>>(`${P}/list`, { params });

export const submitParam = (body: ParamSubmit) => postData<ParamRecord>(`${P}/submit`, body);

export const removeParams = (ids: readonly string[]) =>
  postData<number>(`${P}/remove`, undefined, { params: { ids: ids.join(',') } });

export function useSubmitParam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitParam,
    // The runtime settings (idle lock) read parameters too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paramKeys.all }),
  });
}

export function useRemoveParams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParams,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paramKeys.all }),
  });
}
