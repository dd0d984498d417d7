import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeApi } from '@invest/contract/api/notice';
import type { NoticeAudience, NoticeSubmit } from '@invest/contract/notice';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

export const noticeKeys = { all: ['notice'] as const, list: ['notice', 'list'] as const };

export type NoticeFilters = { title?: string; status?: number; audience?: NoticeAudience };

export const fetchNoticePage = (query: PageParams & NoticeFilters) => call(noticeApi.page, { query });

/** Every change refreshes the list (and the caller's own bell, which a publish may reach). */
function useNoticeMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export const useSubmitNotice = () => useNoticeMutation((body: NoticeSubmit) => call(noticeApi.submit, { body }));
export const usePublishNotice = () => useNoticeMutation((id: string) => call(noticeApi.publish, { query: { id } }));
export const useWithdrawNotice = () => useNoticeMutation((id: string) => call(noticeApi.withdraw, { query: { id } }));
export const useRemoveNotices = () =>
  useNoticeMutation((ids: readonly string[]) => call(noticeApi.remove, { query: { ids: ids.join(',') } }));
