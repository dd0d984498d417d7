import { useEffect } from 'react';
import { website } from '../lib/config';
import { getTokenRecord } from '../lib/storage';
import { isTokenDue } from '../lib/token';
import { useUser } from '../stores/user';

/** One look at the token (spec §4): follow other tabs, sign out when it is gone, refresh when due. */
export function checkToken(): void {
  const user = useUser.getState();
  const record = getTokenRecord();
  if (!record) {
    // Empty token while this tab thinks it is signed in (expired cookie, another tab signed out).
    if (user.token) user.forceLogout();
    return;
  }
  if (record.content !== user.token) user.syncToken();
  if (isTokenDue(record.datetime)) void user.refresh().catch(() => undefined);
}

/** Every 10 s, and whenever the tab becomes visible again (timers sleep with the laptop). */
export function useTokenCheck(): void {
  useEffect(() => {
    checkToken();
    const timer = setInterval(checkToken, website.tokenCheckInterval);
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkToken();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
