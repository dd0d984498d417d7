import { useEffect } from 'react';
import { useUser } from '../stores/user';

/**
 * The shell shows the stored menu at once and asks the server for the current user info,
 * buttons and menu once per page life (grants may have changed since the last visit).
 */
export function useSessionBootstrap(): void {
  const sessionLoaded = useUser((s) => s.sessionLoaded);
  const loadSession = useUser((s) => s.loadSession);
  useEffect(() => {
    if (!sessionLoaded) void loadSession();
  }, [sessionLoaded, loadSession]);
}
