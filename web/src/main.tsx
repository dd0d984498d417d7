import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import './styles/global.css';
import { installFirstScreen, preloadShellWhenIdle } from './app/firstScreen';
import { loadLanguage, storedLanguage } from './lib/i18n';
import { website } from './lib/config';
import { getToken } from './lib/storage';
import { SignInApp } from './app/SignInApp';

/**
 * The sign-in page can be the whole first screen: /login without a session, and no provider
 * answering (a third party's return needs the router and antd's dialogs). Everything else starts
 * the full console (antd, router, shell), which is a chunk of its own.
 */
const signInAlone =
  window.location.pathname === website.loginPath &&
  !getToken() &&
  !new URLSearchParams(window.location.search).has('source');

const consoleApp = () => import('./app/App');
if (!signInAlone) void consoleApp();

function mountConsole(root: Root): void {
  void consoleApp().then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The current language's sign-in texts are a chunk of their own; the first render waits for them
// (if they cannot be fetched, the page still renders, and the language switch tries again).
void loadLanguage(storedLanguage(), 'signIn')
  .catch(() => undefined)
  .then(() => {
    // What the first render waited for is what was fetched before this mark (scripts/bench/bundle-size.mjs).
    performance.mark('console-render');
    const root = createRoot(document.getElementById('root')!);
    if (!signInAlone) {
      mountConsole(root);
      return;
    }
    // Signing in starts the console's code while the token request is in flight (app/firstScreen.ts).
    installFirstScreen(consoleApp);
    root.render(
      <StrictMode>
        <SignInApp onSignedIn={() => mountConsole(root)} />
      </StrictMode>,
    );
    // Once the first screen is drawn, the rest of the texts, the console and the home page come while the user types.
    preloadShellWhenIdle(consoleApp);
  });
