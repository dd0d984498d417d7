import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import './styles/global.css';
import { installFirstScreen, preloadShellWhenIdle } from './app/firstScreen';
import { loadLanguage, storedLanguage } from './lib/i18n';
import { signInElement } from './app/SignInApp';

/**
 * The sign-in page can be the whole first screen: /login without a session, and no provider
 * answering (a third party's return needs the router and antd's dialogs). public/boot.js decides
 * that before the first paint (`<html data-sign-in>`); everything else starts the full console
 * (antd, router, shell), which is a chunk of its own.
 */
const signInAlone = document.documentElement.hasAttribute('data-sign-in');
const container = document.getElementById('root')!;

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
    if (!signInAlone) {
      mountConsole(createRoot(container));
      return;
    }
    // Signing in starts the console's code while the token request is in flight (app/firstScreen.ts).
    installFirstScreen(consoleApp);
    let root: Root | undefined;
    const app = signInElement(() => mountConsole(root!));
    // public/sign-in-boot.js drew the form from index.html: React takes over that markup, with
    // whatever was typed into it (pages/login/prerendered.ts).
    if (container.hasAttribute('data-prerendered')) root = hydrateRoot(container, app);
    else (root = createRoot(container)).render(app);
    // Once the first screen is drawn, the rest of the texts, the console and the home page come while the user types.
    preloadShellWhenIdle(consoleApp);
  });
