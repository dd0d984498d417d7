import { website } from '../lib/config';
import { currentLanguage, loadLanguage } from '../lib/i18n';
import { whenIdleAfter } from '../lib/idle';
import { safeRedirect } from '../lib/routeHandle';
import { hasQueuedSubmit } from '../pages/login/prerendered';
import { setSignInHooks } from '../stores/user';
import { preloadAntdStyles } from './antdStyles';
import { preloadPage, ShellLayout } from './pages';
import { queryClient } from './queryClient';

// The screen after sign-in, in one wave instead of four (token → menus → shell → home → figures):
// each import is the same module the lazy route loads, so the route finds it ready.
// The console itself (antd, router) too, where the sign-in page is the first screen without it (main.tsx).
type ConsoleLoader = () => Promise<unknown>;
const noConsole: ConsoleLoader = () => Promise.resolve();

const shell = (loadConsole: ConsoleLoader) => {
  preloadAntdStyles();
  return Promise.all([loadLanguage(currentLanguage()), loadConsole(), ShellLayout.preload(), preloadPage('home')]);
};

/**
 * The first screen's antd components rendered once while the user types (app/warmUp.tsx), never
 * once a sign-in has been submitted: it would compete with the real first screen.
 */
let signInUnderway = false;
let stopWarmUp: (() => void) | undefined;
const warmUp = () =>
  import('./warmUp').then(({ warmUpFirstScreen }) => {
    if (!signInUnderway) stopWarmUp = warmUpFirstScreen();
  });

/** How long after the first render the shell may start coming: no one types an account and a password faster. */
const SHELL_AFTER = 1000;

/** index.html's list of the files the screen after sign-in needs (build/afterSignInFiles.ts). */
const AFTER_SIGN_IN_META = 'meta[name="after-sign-in"]';

/**
 * Fetches the files the screen after sign-in needs without running them: the scripts as module
 * preloads (fetched and compiled, off the main thread where the browser can: 1.1 MB of the console
 * took 100–160 ms to compile after Enter when only fetched), the stylesheets into the HTTP cache
 * (`prefetch`: not applied; antd's `a` rules must not restyle the sign-in page). An Enter sooner
 * than the idle preload below (a password manager's) then finds the console's code ready to run
 * instead of waiting for 1.1 MB behind the session's requests.
 */
export function prefetchAfterSignIn(): void {
  const files = document.querySelector<HTMLMetaElement>(AFTER_SIGN_IN_META)?.content.split(' ').filter(Boolean) ?? [];
  for (const href of files) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    const script = href.endsWith('.js');
    link.rel = script ? 'modulepreload' : 'prefetch';
    // As the module script that imports it later asks for it (boot.js's module preloads do the same).
    if (script) link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fetches the shell and the home page once the sign-in page has been drawn for a second and the
 * browser is idle, so Enter finds them here. Not at once: loading them runs their code, and on a
 * slow machine that would hold up the form just drawn (a sign-in sooner than that starts them itself).
 * Their files are fetched at once, without running them (`prefetchAfterSignIn`).
 */
export function preloadShellWhenIdle(loadConsole: ConsoleLoader = noConsole): void {
  // A submit held back before React (boot/sign-in-boot.js) is about to be sent: its request goes
  // first, and its companions (`installFirstScreen`) bring the console. Fetched now, the 1.1 MB
  // chunk's compile held the request back (the token left 250 ms after React drew the form); a
  // second later, it would still take the connections from a replay that is slow to leave.
  if (hasQueuedSubmit()) return;
  prefetchAfterSignIn();
  whenIdleAfter(
    SHELL_AFTER,
    () =>
      void shell(loadConsole)
        .then(warmUp)
        .catch(() => undefined),
  );
}

/** The home figures' queries: fetched as the sign-in request leaves, so the tokens find them here. */
const homeFigures = () => import('../features/dashboard/api');

/**
 * Longest the console waits for the home figures, from the tokens, before it shows the shell
 * without them (and their skeletons). They usually come with the session's own calls, 20–50 ms
 * after them at 1× and 4×; a slow answer must not hold the sign-in page.
 */
export const FIGURES_WAIT_MS = 300;

const leadsHome = () => safeRedirect(new URLSearchParams(window.location.search).get('redirect')) === website.homePath;

/** Wires the sign-in's companions: code while the request is in flight, the home figures with the tokens. */
export function installFirstScreen(loadConsole: ConsoleLoader = noConsole): void {
  let figures: ReturnType<typeof homeFigures> | undefined;
  setSignInHooks({
    // At the submit, not as the request leaves: while the HTTP client is still coming, the warm-up
    // would otherwise start (or go on) and render its samples ahead of the request.
    submitted: () => {
      signInUnderway = true;
      // Once: the form announces its submit, and the store again as the sign-in begins.
      stopWarmUp?.();
      stopWarmUp = undefined;
    },
    started: () => {
      figures = homeFigures();
      void figures.catch(() => undefined);
      void shell(loadConsole).catch(() => undefined);
    },
    signedIn: () => {
      // Loaded at `started`, the requests leave with the session's, not after the module's fetch
      // (which waited behind the console's code: 100–200 ms at 1×).
      const asked = (figures ?? homeFigures()).then((m) => m.prefetchHomeFigures(queryClient)).catch(() => undefined);
      // Going home, the console is shown with them: its first render then mounts the charts, instead
      // of drawing skeletons and rendering again when the answers land mid-render (docs/decisions.md,
      // "The console shown with the home figures").
      if (!leadsHome()) return undefined;
      let bound: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise((resolve) => (bound = setTimeout(resolve, FIGURES_WAIT_MS)));
      return Promise.race([asked, waited]).finally(() => clearTimeout(bound));
    },
  });
}
