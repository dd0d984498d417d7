import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { reminderApi } from '@invest/contract/api/reminder';
import { noticeApi } from '@invest/contract/api/notice';
import { projectApi } from '@invest/contract/api/project';
import { call, hrefOf } from '../../lib/api';
import { website } from '../../lib/config';
import { acceptLanguage } from '../../lib/i18n';
import { getToken } from '../../lib/storage';
import { nextPageOf, NOTICE_PAGE_SIZE } from './paging';

/** 0 to-do, 1 message, 2 notice: the popover's three tabs. */
export type RemindType = 0 | 1 | 2;
export const REMIND_TYPE_LIST: RemindType[] = [0, 1, 2];

export const reminderKeys = {
  all: ['reminder'] as const,
  unread: ['reminder', 'unread'] as const,
  list: (type: RemindType) => ['reminder', 'list', type] as const,
};

/** One page of a type, newest first (spec §4: pages of 5, `descs=id`). */
export const fetchRemindPage = (type: RemindType, current: number) =>
  call(reminderApi.page, { query: { current, size: NOTICE_PAGE_SIZE, descs: 'id', type } });

export const fetchUnreadCounts = () => call(reminderApi.unreadCount);

export const markRead = (ids: string[]) => call(reminderApi.read, { query: { ids: ids.join(',') } });

export const markAllRead = (type: RemindType) => call(reminderApi.readAll, { query: { type } });

/** What a `project_manage` reminder opens. Silent: the caller says what went wrong. */
export type ProjectRef = { name: string; uuid: string };
/** A published notice, as one of its recipients reads it (an administrator's notice in the bell). */
export const fetchNoticeView = (id: string) => call(noticeApi.read, { query: { id } });

export const fetchProjectDetail = (id: string): Promise<ProjectRef> =>
  call(projectApi.detail, { query: { id } }, { silent: true });

export function useUnreadCounts(enabled: boolean) {
  return useQuery({ queryKey: reminderKeys.unread, queryFn: fetchUnreadCounts, enabled, staleTime: 60_000 });
}

export function useRemindList(type: RemindType, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: reminderKeys.list(type),
    queryFn: ({ pageParam }) => fetchRemindPage(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
    staleTime: 30_000,
  });
}

const BASIC = `Basic ${btoa(`${website.clientId}:${website.clientSecret}`)}`;

/**
 * The live stream of new reminders (server-sent events). EventSource cannot send the Basic and
 * Blade-Auth headers, so it is a streamed fetch; the caller reads and parses the body.
 */
export function openRemindStream(signal: AbortSignal): Promise<Response> {
  const token = getToken();
  return fetch(hrefOf(reminderApi.stream), {
    headers: {
      Accept: 'text/event-stream',
      Authorization: BASIC,
      'Accept-Language': acceptLanguage(),
      ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
    },
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
}
