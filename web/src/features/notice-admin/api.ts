import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeAdminApi } from '@invest/contract/api/notice-admin';
import type { NoticeAudience, NoticeSubmit } from '@invest/contract/notice';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

export const noticeAdminKeys = { all: ['notice-admin'] as const, list: ['notice-admin', 'list'] as const };

export type NoticeFilters = { title?: string; status?: number; audience?: NoticeAudience };

export const fetchNoticePage = (query: PageParams & NoticeFilters) => call(noticeAdminApi.page, { query });

/** Every change refreshes the list (and the caller's own bell, which a publish may reach). */
function useNoticeMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeAdminKeys.all }),
  });
}

export const useSubmitNotice = () => useNoticeMutation((body: NoticeSubmit) => call(noticeAdminApi.submit, { body }));
export const usePublishNotice = () =>
  useNoticeMutation((id: string) => call(noticeAdminApi.publish, { query: { id } }));
export const useWithdrawNotice = () =>
  useNoticeMutation((id: string) => call(noticeAdminApi.withdraw, { query: { id } }));
export const useRemoveNotices = () =>
  useNoticeMutation((ids: readonly string[]) => call(noticeAdminApi.remove, { query: { ids: ids.join(',') } }));
