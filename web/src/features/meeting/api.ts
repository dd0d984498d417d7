import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingRecord, MeetingSubmit } from '@invest/contract/meeting';
import type { Page } from '@invest/contract/paging';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the regular meetings (docs/api.md, Meetings). */
const M = '/api/project/meeting';

export const meetingKeys = {
  all: ['meeting'] as const,
  list: ['meeting', 'list'] as const,
  upcoming: ['meeting', 'upcoming'] as const,
  calendar: (from: string, to: string) => ['meeting', 'calendar', from, to] as const,
  detail: (id: string) => ['meeting', 'detail', id] as const,
};

export type MeetingFilters = { title?: string; status?: number; from?: string; to?: string; mine?: number };

export const fetchMeetingPage = (params: PageParams & MeetingFilters) =>
  getData<Page<MeetingRecord>>(`${M}/page`, { params });

export function useMeetingCalendar(from: string, to: string) {
  return useQuery({
    queryKey: meetingKeys.calendar(from, to),
    queryFn: () => getData<MeetingRecord[]>(`${M}/calendar`, { params: { from, to } }),
    placeholderData: (previous) => previous,
  });
}

/** Silent: the detail drawer says itself that a meeting is gone (deleted meanwhile, say). */
export function useMeetingDetail(id: string | undefined) {
  return useQuery({
    queryKey: meetingKeys.detail(id ?? ''),
    queryFn: () => getData<MeetingRecord>(`${M}/detail`, { params: { id }, silent: true }),
    retry: false,
    enabled: Boolean(id),
  });
}

/** Scheduled meetings from today on, soonest first (the ones projects can be put on). */
export function useUpcomingMeetings(today: string, enabled: boolean) {
  return useQuery({
    queryKey: [...meetingKeys.upcoming, today],
    queryFn: () =>
      getData<Page<MeetingRecord>>(`${M}/page`, {
        params: { status: 1, from: today, ascs: 'startTime', current: 1, size: 50 },
      }).then((page) => page.records),
    enabled,
  });
}

export type MeetingMove = { id: string; startTime: string; endTime: string };
export type AgendaDecision = { meetingId: string; projectId: string; decision: 1 | 2 | 3; remark: string };

const submitMeeting = (body: MeetingSubmit) => postData<MeetingRecord>(`${M}/submit`, body);
const moveMeeting = (body: MeetingMove) => postData<MeetingRecord>(`${M}/move`, body);
const cancelMeeting = (id: string) => postData<MeetingRecord>(`${M}/cancel`, undefined, { params: { id } });
const removeMeetings = (ids: readonly string[]) =>
  postData<number>(`${M}/remove`, undefined, { params: { ids: ids.join(',') } });
const saveMinutes = (body: { id: string; minutes: string }) => postData<MeetingRecord>(`${M}/minutes`, body);
const decideAgenda = (body: AgendaDecision) => postData<MeetingRecord>(`${M}/decide`, body);
const addToMeeting = (body: { meetingId: string; projectIds: string[] }) =>
  postData<MeetingRecord>('/api/project/projectPool/addRegularMeeting', body);

/**
 * Every meeting change refreshes the meeting views and the home page (upcoming meetings); agenda
 * changes also show on the projects (their meetings and decisions).
 */
function useMeetingMutation<A, R>(fn: (arg: A) => Promise<R>, touchesProjects = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        touchesProjects && queryClient.invalidateQueries({ queryKey: ['project'] }),
      ]),
  });
}

export const useSubmitMeeting = () => useMeetingMutation(submitMeeting);
export const useMoveMeeting = () => useMeetingMutation(moveMeeting);
export const useCancelMeeting = () => useMeetingMutation(cancelMeeting);
export const useRemoveMeetings = () => useMeetingMutation(removeMeetings, true);
export const useSaveMinutes = () => useMeetingMutation(saveMinutes);
export const useDecideAgenda = () => useMeetingMutation(decideAgenda, true);
export const useAddToMeeting = () => useMeetingMutation(addToMeeting, true);
