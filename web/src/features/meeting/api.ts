import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingApi } from '@invest/contract/api/meeting';
import type { PageParams } from '../../components/crud/useServerTable';
import { call, type CallInput } from '../../lib/api';

export const meetingKeys = {
  all: ['meeting'] as const,
  list: ['meeting', 'list'] as const,
  upcoming: ['meeting', 'upcoming'] as const,
  calendar: (from: string, to: string) => ['meeting', 'calendar', from, to] as const,
  detail: (id: string) => ['meeting', 'detail', id] as const,
};

export type MeetingFilters = { title?: string; status?: number; from?: string; to?: string; mine?: number };

export const fetchMeetingPage = (query: PageParams & MeetingFilters) => call(meetingApi.page, { query });

export function useMeetingCalendar(from: string, to: string) {
  return useQuery({
    queryKey: meetingKeys.calendar(from, to),
    queryFn: () => call(meetingApi.calendar, { query: { from, to } }),
    placeholderData: (previous) => previous,
  });
}

/** Silent: the detail drawer says itself that a meeting is gone (deleted meanwhile, say). */
export function useMeetingDetail(id: string | undefined) {
  return useQuery({
    queryKey: meetingKeys.detail(id ?? ''),
    queryFn: () => call(meetingApi.detail, { query: { id: id ?? '' } }, { silent: true }),
    retry: false,
    enabled: Boolean(id),
  });
}

/** Scheduled meetings from today on, soonest first (the ones projects can be put on). */
export function useUpcomingMeetings(today: string, enabled: boolean) {
  return useQuery({
    queryKey: [...meetingKeys.upcoming, today],
    queryFn: () =>
      call(meetingApi.page, { query: { status: 1, from: today, ascs: 'startTime', current: 1, size: 50 } }).then(
        (page) => page.records,
      ),
    enabled,
  });
}

export type AgendaDecision = CallInput<typeof meetingApi.decide>['body'];

const submitMeeting = (body: CallInput<typeof meetingApi.submit>['body']) => call(meetingApi.submit, { body });
const moveMeeting = (body: CallInput<typeof meetingApi.move>['body']) => call(meetingApi.move, { body });
const cancelMeeting = (id: string) => call(meetingApi.cancel, { query: { id } });
const removeMeetings = (ids: readonly string[]) => call(meetingApi.remove, { query: { ids: ids.join(',') } });
const saveMinutes = (body: CallInput<typeof meetingApi.minutes>['body']) => call(meetingApi.minutes, { body });
const decideAgenda = (body: AgendaDecision) => call(meetingApi.decide, { body });
const addToMeeting = (body: CallInput<typeof meetingApi.addRegularMeeting>['body']) =>
  call(meetingApi.addRegularMeeting, { body });

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
