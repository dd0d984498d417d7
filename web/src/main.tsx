import './styles/global.css';
import type { Root } from 'react-dom/client';
import { markReactOwns } from './pages/login/prerendered';

/**
 * The sign-in page can be the whole first screen: /login without a session, and no provider
 * answering (a third party's return needs the router and antd's dialogs). The page's inline boot
 * script decides that before the first paint (`<html data-sign-in>`, boot/boot.js); everything
 * else starts the full console (antd, router, shell), which is a chunk of its own.
 *
 * Nothing is imported statically here: each part of the start is a dynamic import, evaluated in a
 * task of its own (docs/decisions.md, "The sign-in form's first paint without a round trip"), so a
 * form drawn from the HTML answers typing and clicks between them instead of after one long task.
 */
const signInAlone = document.documentElement.hasAttribute('data-sign-in');
const container = document.getElementById('root')!;

const consoleApp = () => import('./app/App');
if (!signInAlone) void consoleApp();

/** Ends the current task: the browser paints and handles input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function mountConsole(root: Root): void {
  void Promise.all([import('react'), consoleApp()]).then(([{ StrictMode, createElement }, { App }]) =>
    root.render(createElement(StrictMode, null, createElement(App))),
  );
}

// The current language's sign-in texts are a chunk of their own; the first render waits for them
// (if they cannot be fetched, the page still renders, and the language switch tries again).
async function texts(): Promise<void> {
  const { loadLanguage, storedLanguage } = await import('./lib/i18n');
  await loadLanguage(storedLanguage(), 'signIn').catch(() => undefined);
}

async function startConsole(): Promise<void> {
  const [{ createRoot }] = await Promise.all([import('react-dom/client'), texts()]);
  // What the first render waited for is what was fetched before this mark (scripts/bench/bundle-size.mjs).
  performance.mark('console-render');
  mountConsole(createRoot(container));
}

async function startSignIn(): Promise<void> {
  // boot/sign-in-boot.js drew the form from index.html: React takes over that markup, with
  // whatever was typed into it (pages/login/prerendered.ts). React, the texts and the page are
  // evaluated one after the other, each in its own task.
  const prerendered = container.hasAttribute('data-prerendered');
  // The settings a submit goes by (captcha and tenant mode) are asked for first, while React and
  // the page load (features/system/api.ts).
  void import('./features/system/api').then(({ askPublicConfigEarly }) => askPublicConfigEarly());
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const { startTransition } = await import('react');
  await nextTask();
  await texts();
  await nextTask();
  const [{ signInElement }, { installFirstScreen, preloadShellWhenIdle }] = await Promise.all([
    import('./app/SignInApp'),
    import('./app/firstScreen'),
  ]);
  await nextTask();
  performance.mark('console-render');
  // Signing in starts the console's code while the token request is in flight (app/firstScreen.ts).
  installFirstScreen(consoleApp);
  let root: Root | undefined;
  const app = signInElement(() => mountConsole(root!));
  // In a transition, hydration yields to the browser every few milliseconds instead of running as
  // one task; an event on the form meanwhile makes React finish it first, then handle the event.
  if (prerendered) {
    markReactOwns(container);
    startTransition(() => void (root = hydrateRoot(container, app)));
  } else (root = createRoot(container)).render(app);
  // Once the first screen is drawn, the rest of the texts, the console and the home page come while the user types.
  preloadShellWhenIdle(consoleApp);
}

void (signInAlone ? startSignIn() : startConsole());
