import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paramApi } from '@invest/contract/api/param';
import type { ParamSubmit } from '@invest/contract/param';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

export const paramKeys = { all: ['param'] as const, list: ['param', 'list'] as const };

export type ParamFilters = { paramName?: string; paramKey?: string };

export const fetchParamPage = (query: PageParams & ParamFilters) => call(paramApi.page, { query });

export const submitParam = (body: ParamSubmit) => call(paramApi.submit, { body });

export const removeParams = (ids: readonly string[]) => call(paramApi.remove, { query: { ids: ids.join(',') } });

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
