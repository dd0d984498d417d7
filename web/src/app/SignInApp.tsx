import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import LoginPage from '../pages/login/LoginPage';
import { useUser } from '../stores/user';
import { queryClient } from './queryClient';

/**
 * The first screen at /login without a session: the sign-in page alone, without antd, the router
 * or the console's shell (docs/decisions.md, "A sign-in page without antd"). Once signed in,
 * `onSignedIn` mounts the full console, which then opens the redirect target.
 */
export function SignInApp({ onSignedIn }: { onSignedIn: () => void }) {
  const token = useUser((s) => s.token);
  useEffect(() => {
    if (token) onSignedIn();
  }, [token, onSignedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPage />
    </QueryClientProvider>
  );
}
