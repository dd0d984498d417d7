import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the hooks start, recorded instead of fetched (the shell's and the home page's code are not
// what this file is about).
const loaded: string[] = [];
const prefetchHomeFigures = vi.fn();
vi.mock('../features/dashboard/api', () => {
  loaded.push('dashboard/api');
  return { prefetchHomeFigures };
});
vi.mock('./pages', () => ({
  ShellLayout: { preload: () => Promise.resolve() },
  preloadPage: () => Promise.resolve(),
}));
const preloadAntdStyles = vi.fn();
vi.mock('./antdStyles', () => ({ preloadAntdStyles }));
vi.mock('../lib/i18n', () => ({ currentLanguage: () => 'zh', loadLanguage: () => Promise.resolve() }));
const stopWarmUp = vi.fn();
const warmUpFirstScreen = vi.fn(() => stopWarmUp);
vi.mock('./warmUp', () => ({ warmUpFirstScreen }));

const hooks: { submitted?: () => void; started?: () => void; signedIn?: () => Promise<unknown> | undefined } = {};
vi.mock('../stores/user', () => ({ setSignInHooks: (next: typeof hooks) => Object.assign(hooks, next) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** index.html's list of the files the screen after sign-in needs (the tests empty the head after). */
function listAfterSignIn(files: string) {
  const meta = document.createElement('meta');
  meta.name = 'after-sign-in';
  meta.content = files;
  document.head.append(meta);
}

describe('the first screen after sign-in', () => {
  beforeEach(() => {
    loaded.length = 0;
    prefetchHomeFigures.mockClear();
    preloadAntdStyles.mockClear();
    warmUpFirstScreen.mockClear();
    stopWarmUp.mockClear();
  });

  it('fetches the home figures’ module as the sign-in request leaves, and asks for the figures with the tokens', async () => {
    const { installFirstScreen } = await import('./firstScreen');
    installFirstScreen();
    hooks.started!();
    await settle();
    // Here before the tokens: their answer then sends the figures' requests at once.
    expect(loaded).toEqual(['dashboard/api']);
    expect(prefetchHomeFigures).not.toHaveBeenCalled();
    hooks.signedIn!();
    await settle();
    expect(prefetchHomeFigures).toHaveBeenCalledTimes(1);
  });

  describe('what the console waits for before it is shown', () => {
    const figures = { resolve: () => {} };
    beforeEach(() => {
      prefetchHomeFigures.mockImplementation(() => new Promise<void>((resolve) => (figures.resolve = resolve)));
    });
    afterEach(() => {
      prefetchHomeFigures.mockReset();
      window.history.replaceState(null, '', '/');
      vi.useRealTimers();
    });

    /** Whether the promise the hook returned has settled, after the microtasks queued so far. */
    const settled = async (p: Promise<unknown> | undefined) => {
      let done = false;
      void p?.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(0);
      return done;
    };

    it('going home: the home figures, once they are in', async () => {
      vi.useFakeTimers();
      window.history.replaceState(null, '', '/login');
      const { installFirstScreen } = await import('./firstScreen');
      installFirstScreen();
      hooks.started!();
      const waiting = hooks.signedIn!();
      expect(await settled(waiting)).toBe(false);
      figures.resolve();
      expect(await settled(waiting)).toBe(true);
    });

    it('going home: the shell without them once a slow answer has taken FIGURES_WAIT_MS', async () => {
      vi.useFakeTimers();
      window.history.replaceState(null, '', '/login?redirect=%2Fwel%2Findex');
      const { FIGURES_WAIT_MS, installFirstScreen } = await import('./firstScreen');
      installFirstScreen();
      const waiting = hooks.signedIn!();
      await vi.advanceTimersByTimeAsync(FIGURES_WAIT_MS - 1);
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(waiting)).toBe(true);
    });

    it('going elsewhere: nothing (the figures are still asked for)', async () => {
      vi.useFakeTimers();
      window.history.replaceState(null, '', '/login?redirect=%2Fproject%2Flist');
      const { installFirstScreen } = await import('./firstScreen');
      installFirstScreen();
      expect(hooks.signedIn!()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(0);
      expect(prefetchHomeFigures).toHaveBeenCalledTimes(1);
    });
  });

  it('fetches the files index.html lists for the screen after sign-in as soon as the form is drawn, without running them', async () => {
    vi.useFakeTimers();
    listAfterSignIn('/assets/first-screen-a.js /assets/antd-b.css /assets/loaded-c.js');
    const loadedAlready = document.createElement('link');
    loadedAlready.rel = 'modulepreload';
    loadedAlready.href = '/assets/loaded-c.js';
    document.head.append(loadedAlready);
    try {
      const { preloadShellWhenIdle } = await import('./firstScreen');
      preloadShellWhenIdle();
      const fetched = [...document.querySelectorAll<HTMLLinkElement>('link:not([href="/assets/loaded-c.js"])')];
      // A script as the module import asks for it (fetched and compiled, not run); a stylesheet
      // into the cache only (not applied to the sign-in page).
      expect(fetched.map((l) => [l.getAttribute('href'), l.rel, l.getAttribute('crossorigin')])).toEqual([
        ['/assets/first-screen-a.js', 'modulepreload', ''],
        ['/assets/antd-b.css', 'prefetch', null],
      ]);
      // Nothing is run before the idle preload.
      expect(loaded).toEqual([]);
    } finally {
      document.head.replaceChildren();
      vi.useRealTimers();
    }
  });

  it('leaves the next screen to a submit held back before React: nothing fetched, no idle preload', async () => {
    vi.useFakeTimers();
    listAfterSignIn('/assets/first-screen-a.js');
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-submit-queued', '');
    document.body.append(root);
    try {
      const { preloadShellWhenIdle } = await import('./firstScreen');
      preloadShellWhenIdle();
      // Long past the idle preload's second, as a replay slow to leave would be.
      await vi.advanceTimersByTimeAsync(5000);
      expect(document.querySelectorAll('link')).toHaveLength(0);
      expect(preloadAntdStyles).not.toHaveBeenCalled();
    } finally {
      document.head.replaceChildren();
      root.remove();
      vi.useRealTimers();
    }
  });

  it('preloads the shell a second after the form when no submit waits', async () => {
    vi.useFakeTimers();
    try {
      const { preloadShellWhenIdle } = await import('./firstScreen');
      preloadShellWhenIdle();
      expect(preloadAntdStyles).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(5000);
      expect(preloadAntdStyles).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('the warm-up while the user types', () => {
    // Each test with the module's own state (whether a sign-in has started) fresh.
    beforeEach(() => {
      vi.resetModules();
      vi.useFakeTimers();
    });
    afterEach(() => vi.useRealTimers());

    it('starts once the shell is preloaded, and stops at the submit, before the request has left', async () => {
      const { installFirstScreen, preloadShellWhenIdle } = await import('./firstScreen');
      installFirstScreen();
      preloadShellWhenIdle();
      await vi.advanceTimersByTimeAsync(5000);
      expect(warmUpFirstScreen).toHaveBeenCalledTimes(1);
      expect(stopWarmUp).not.toHaveBeenCalled();
      // The request still waits for the HTTP client: `started` has not run.
      hooks.submitted!();
      expect(stopWarmUp).toHaveBeenCalledTimes(1);
      expect(loaded).toEqual([]);
    });

    it('never starts after a submit, even one whose request is still waiting for the HTTP client', async () => {
      const { installFirstScreen, preloadShellWhenIdle } = await import('./firstScreen');
      installFirstScreen();
      preloadShellWhenIdle();
      hooks.submitted!();
      await vi.advanceTimersByTimeAsync(5000);
      expect(warmUpFirstScreen).not.toHaveBeenCalled();
    });
  });
});
