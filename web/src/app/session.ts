import { setSessionHooks } from '../lib/sessionHooks';
import { getRefreshToken, getTokenRecord } from '../lib/storage';
import { isTokenDue } from '../lib/token';
import { useUser } from '../stores/user';

/** Connects lib/http to the session: a 401 signs out; an old token is renewed before a call uses it. */
export function installSession(): void {
  setSessionHooks({
    onUnauthorized: () => useUser.getState().forceLogout(),
    ensureFreshToken: async () => {
      const record = getTokenRecord();
      if (!record || !getRefreshToken() || !isTokenDue(record.datetime)) return;
      await useUser
        .getState()
        .refresh()
        .catch(() => undefined);
    },
  });
}
