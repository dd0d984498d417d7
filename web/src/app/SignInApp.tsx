import { StrictMode, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import LoginPage from '../pages/login/LoginPage';
import { replayQueuedClicks } from '../pages/login/prerendered';
import { LANGUAGE_TAGS } from '../lib/config';
import { pageTitle } from '../lib/i18n';
import { useCommon } from '../stores/common';
import { useUser } from '../stores/user';
import { queryClient } from './queryClient';

/**
 * The first screen at /login without a session: the sign-in page alone, without antd, the router
 * or the console's shell (docs/decisions.md, "A sign-in page without antd"). Once signed in,
 * `onSignedIn` mounts the full console, which then opens the redirect target.
 */
export function SignInApp({ onSignedIn }: { onSignedIn: () => void }) {
  const token = useUser((s) => s.token);
  const language = useCommon((s) => s.language);
  useEffect(() => {
    if (token) onSignedIn();
  }, [token, onSignedIn]);
  // Clicks on the prerendered form before React owned it (a language, show password), handled now.
  useEffect(() => {
    replayQueuedClicks();
  }, []);
  // The document follows a language switch (the console's app/locale does this inside the shell).
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
    document.title = pageTitle(undefined);
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPage />
    </QueryClientProvider>
  );
}

/**
 * What main.tsx renders (or hydrates) and what the build prerenders (app/prerender.tsx): one
 * element, so the markup in index.html is the markup React expects.
 */
export function signInElement(onSignedIn: () => void) {
  return (
    <StrictMode>
      <SignInApp onSignedIn={onSignedIn} />
    </StrictMode>
  );
}
