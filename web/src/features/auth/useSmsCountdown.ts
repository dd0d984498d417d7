import { useCallback, useEffect, useState } from 'react';
import { getStore, removeStore, setStore } from '../../lib/storage';

/** Seconds before another code may be asked for (the server allows one a minute per phone). */
export const SMS_RESEND_SECONDS = 60;

const KEY = 'smsDeadline';

const remaining = (deadline: number | undefined) =>
  deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0;

/**
 * The "send code" countdown. Its deadline lives in this tab's session storage, so it survives
 * switching sign-in methods and reloading the page.
 */
export function useSmsCountdown() {
  const [deadline, setDeadline] = useState<number | undefined>(() => getStore<number>({ name: KEY }));
  const [seconds, setSeconds] = useState(() => remaining(deadline));

  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const left = remaining(deadline);
      setSeconds(left);
      if (left === 0) {
        removeStore({ name: KEY });
        setDeadline(undefined);
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((wait: number = SMS_RESEND_SECONDS) => {
    const next = Date.now() + wait * 1000;
    setStore({ name: KEY, content: next, type: 'session' });
    setDeadline(next);
  }, []);

  return { seconds, counting: seconds > 0, start };
}
