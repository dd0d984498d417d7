import { useEffect } from 'react';
import { getStore, setStore } from '../../lib/storage';
import { useLock } from '../../stores/lock';
import { useUser } from '../../stores/user';
import { ACTIVITY_WRITE_INTERVAL, isIdle, nextCheckIn } from './idle';

const ACTIVITY = 'lockActivity';
const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The idle auto-lock: armed while signed in, unlocked, a lock password set and a time chosen.
 * Activity in any tab of the console counts (shared through storage), so a tab in the
 * background does not lock the console under a user working in another one.
 */
export function IdleLock() {
  const token = useUser((s) => s.token);
  const isLock = useLock((s) => s.isLock);
  const hasPasswd = useLock((s) => s.hasPasswd);
  const minutes = useLock((s) => s.idleMinutes);
  const armed = Boolean(token) && !isLock && hasPasswd && minutes > 0;

  useEffect(() => {
    if (!armed) return;
    let last = Date.now();
    let written = 0;
    const share = (now: number) => {
      written = now;
      setStore({ name: ACTIVITY, content: now });
    };
    share(last);
    const onActivity = () => {
      last = Date.now();
      if (last - written >= ACTIVITY_WRITE_INTERVAL) share(last);
    };
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const shared = getStore<number>({ name: ACTIVITY });
      const latest = Math.max(last, typeof shared === 'number' ? shared : 0);
      const now = Date.now();
      if (isIdle(now, latest, minutes)) {
        void useLock
          .getState()
          .lock()
          .catch(() => undefined);
        return;
      }
      timer = setTimeout(check, nextCheckIn(now, latest, minutes));
    };
    timer = setTimeout(check, nextCheckIn(last, last, minutes));
    for (const name of EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [armed, minutes]);

  return null;
}
