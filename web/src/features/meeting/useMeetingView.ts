import { useCallback, useState } from 'react';
import { getStore, setStore } from '../../lib/storage';

export type MeetingView = 'list' | 'calendar';

const NAME = 'meetingView';

/** The list or the calendar, as the user last chose (kept in local storage). */
export function useMeetingView() {
  const [view, setView] = useState<MeetingView>(() =>
    getStore<MeetingView>({ name: NAME }) === 'calendar' ? 'calendar' : 'list',
  );
  const choose = useCallback((next: MeetingView) => {
    setStore({ name: NAME, content: next });
    setView(next);
  }, []);
  return [view, choose] as const;
}
