import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../app/RouteGuard';
import { routes } from '../app/router';
import type { RouteHandle } from '../lib/routeHandle';
import { safeRedirect } from '../lib/routeHandle';
import { removeToken, setStore, setToken } from '../lib/storage';
import { storedLanguage } from '../lib/i18n';
import { website } from '../lib/config';
import { primaryColor, THEME_ACCENTS, THEME_NAMES, type ThemeName } from '../lib/themes';
import { antdTheme } from '../layout/theme/antdTheme';
import script from '../../boot/boot.js?raw';
import signInScript from '../../boot/sign-in-boot.js?raw';
import { markReactOwns, replayQueuedClicks, takeQueuedSubmit } from '../pages/login/prerendered';
import { readSource } from '../test/sourceFiles';

const css = readSource('styles/themes.css');

/** Runs boot/boot.js as the browser would, before the app. */
const boot = () => new Function(script)();
const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('style');
  document.head.innerHTML = '<meta name="color-scheme" content="light" />';
});

describe('boot.js (before React)', () => {
  const at = (path: string) => window.history.replaceState(null, '', path);
  const signIn = () => root.getAttribute('data-sign-in');

  it('marks the sign-in page alone, in the stored language, with the rule main.tsx relies on', () => {
    try {
      at(website.loginPath);
      for (const language of [undefined, 'zh', 'en', 'fr']) {
        if (language) setStore({ name: 'language', content: language });
        boot();
        expect(signIn()).toBe(storedLanguage());
      }
      expect(signIn()).toBe('zh');
      at(`${website.loginPath}?redirect=%2Fwel%2Findex`);
      boot();
      expect(signIn()).toBe('zh');
      // A provider's answer, another page, a session: the full console.
      at(`${website.loginPath}?source=corp&code=1`);
      boot();
      expect(signIn()).toBeNull();
      at(website.loginPath);
      setToken('a.b.c');
      boot();
      expect(signIn()).toBeNull();
    } finally {
      removeToken();
      at('/');
    }
  });

  it('without a stored choice: the default theme and colour', () => {
    boot();
    expect(root.dataset.theme).toBe('theme-default');
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#f19448');
    expect(root.style.colorScheme).toBe('light');
  });

  it('reads what lib/storage wrote (prefixed key, record format) and applies it', () => {
    setStore({ name: 'themeName', content: 'theme-dark' });
    setStore({ name: 'colorName', content: '#1677ff' });
    boot();
    expect(root.dataset.theme).toBe('theme-dark');
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#1677ff');
    expect(root.style.colorScheme).toBe('dark');
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('dark');
  });

  it('paints VIP and Hey in their own colour while the colour is the default, as the app does (issue 14)', () => {
    for (const [theme, accent] of Object.entries(THEME_ACCENTS)) {
      setStore({ name: 'themeName', content: theme });
      setStore({ name: 'colorName', content: '#f19448' });
      boot();
      expect(root.style.getPropertyValue('--theme-primary')).toBe(accent);
      expect(primaryColor(theme as ThemeName, '#f19448')).toBe(accent);
      expect(antdTheme(theme as ThemeName, '#f19448').token?.colorPrimary).toBe(accent);
      // A colour the user chose wins.
      setStore({ name: 'colorName', content: '#1677ff' });
      boot();
      expect(root.style.getPropertyValue('--theme-primary')).toBe('#1677ff');
      expect(antdTheme(theme as ThemeName, '#1677ff').token?.colorPrimary).toBe('#1677ff');
    }
    expect(Object.keys(THEME_ACCENTS).sort()).toEqual(['theme-hey', 'theme-vip']);
  });

  describe('a signed-out visit to a page that needs a session', () => {
    const elementOf = (route: RouteObject | undefined): ReactElement<{ to?: string }> | undefined =>
      isValidElement<{ to?: string }>(route?.element) ? route.element : undefined;
    /** Where the console's router finally shows `target`: its redirects (`<Navigate>`) followed. */
    const landing = (target: string): string => {
      const last = matchRoutes(routes, target.split('?')[0] ?? target)?.at(-1)?.route;
      const element = elementOf(last);
      return element?.type === Navigate ? landing(element.props.to!) : target;
    };
    /** Whether the console's guard sends a signed-out visitor at `path` to sign in (app/RouteGuard.tsx). */
    const guarded = (path: string): boolean => {
      const matches = matchRoutes(routes, path) ?? [];
      const last = matches.at(-1)?.route;
      const element = elementOf(last);
      if (element?.type === Navigate) return guarded(element.props.to!);
      const behindGuard = matches.some((m) => elementOf(m.route)?.type === RouteGuard);
      return behindGuard && (last?.handle as RouteHandle | undefined)?.isAuth !== false;
    };
    const staticPaths = (list: RouteObject[]): string[] =>
      list.flatMap((r) => [...(r.path ? [r.path] : []), ...staticPaths(r.children ?? [])]);
    const paths = [
      ...staticPaths(routes).filter((p) => !p.includes(':') && p !== '*'),
      '/myiframe/https%3A%2F%2Fexample.com',
      '/system/user',
      '/project/project_pool',
      '/lock/',
      '/wel/index/',
    ].map((p) => p.replace('/*', ''));

    it.each(paths)('%s goes straight to the sign-in page alone exactly when the guard would send it there', (path) => {
      try {
        at(`${path}?tab=2`);
        boot();
        if (guarded(path)) {
          expect(signIn()).toBe('zh');
          expect(window.location.pathname).toBe(website.loginPath);
          // Signing in then lands where the console would have: the page asked for.
          const redirect = new URLSearchParams(window.location.search).get('redirect');
          expect(landing(safeRedirect(redirect))).toBe(landing(`${path}?tab=2`));
        } else {
          expect(signIn()).toBe(path === website.loginPath ? 'zh' : null);
          expect(window.location.pathname).toBe(path);
        }
      } finally {
        at('/');
      }
    });

    it('leaves a signed-in visit where it is', () => {
      try {
        setToken('a.b.c');
        at('/system/user');
        boot();
        expect(signIn()).toBeNull();
        expect(window.location.pathname).toBe('/system/user');
      } finally {
        removeToken();
        at('/');
      }
    });
  });

  describe('loading the console\'s modules (the build lists them in <meta name="console-modules">)', () => {
    const MODULES = ['/assets/index-a.js', '/assets/react-b.js', '/assets/SignInApp-c.js'];
    const loaded = () => ({
      preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      scripts: [...document.head.querySelectorAll('script[type="module"]')].map((l) => l.getAttribute('src')),
    });
    const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));
    const aFrameAndATaskLater = () => new Promise((resolve) => setTimeout(resolve, 20));
    beforeEach(() => {
      document.head.insertAdjacentHTML('beforeend', `<meta name="console-modules" content="${MODULES.join(' ')}" />`);
      // jsdom draws no frames: a frame is the next task here.
      vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      removeToken();
      at('/');
    });

    it('on the sign-in page, fetches and runs them only once the form has painted', async () => {
      at(website.loginPath);
      boot();
      expect(loaded()).toEqual({ preloads: [], scripts: [] });
      parsed();
      expect(loaded()).toEqual({ preloads: [], scripts: [] });
      await aFrameAndATaskLater();
      expect(loaded()).toEqual({ preloads: MODULES, scripts: [MODULES[0]] });
    });

    it('on any other load, fetches them at once and runs the entry once the page is parsed', () => {
      setToken('a.b.c');
      at('/system/user');
      boot();
      expect(loaded()).toEqual({ preloads: MODULES, scripts: [] });
      parsed();
      expect(loaded()).toEqual({ preloads: MODULES, scripts: [MODULES[0]] });
    });

    it("loads nothing where the page has its own module script (the dev server's)", async () => {
      document.head.querySelector('meta[name="console-modules"]')!.setAttribute('content', '');
      at(website.loginPath);
      boot();
      parsed();
      await aFrameAndATaskLater();
      expect(loaded()).toEqual({ preloads: [], scripts: [] });
    });
  });

  it('prefers session storage, as lib/storage does', () => {
    localStorage.setItem('invest-themeName', JSON.stringify({ content: 'theme-white', datetime: 1 }));
    sessionStorage.setItem('invest-themeName', JSON.stringify({ content: 'theme-lte', datetime: 1 }));
    boot();
    expect(root.dataset.theme).toBe('theme-lte');
  });

  it('falls back to the defaults for unknown themes, bad colours and damaged values', () => {
    localStorage.setItem('invest-themeName', JSON.stringify({ content: 'theme-nope', datetime: 1 }));
    localStorage.setItem('invest-colorName', JSON.stringify({ content: 'red;background:url(x)', datetime: 1 }));
    boot();
    expect(root.dataset.theme).toBe('theme-default');
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#f19448');
    localStorage.setItem('invest-themeName', '{not json');
    localStorage.setItem('invest-colorName', '"#abc"');
    expect(boot).not.toThrow();
    expect(root.dataset.theme).toBe('theme-default');
  });

  it('knows the same eleven themes as the console, and every theme has its CSS', () => {
    const listed = [...script.matchAll(/'(theme-[a-z0-9]+)'/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(THEME_NAMES));
    expect(THEME_NAMES).toHaveLength(11);
    for (const name of THEME_NAMES.filter((n) => n !== 'theme-default')) {
      expect(css).toContain(`[data-theme='${name}'] {`);
    }
  });
});

describe('sign-in-boot.js (before React)', () => {
  const page = (language: string) => {
    document.body.innerHTML = `<div id="root"></div>
      <template id="sign-in-${language}" data-lang="en" data-title="Investment Project Console">
        <form><input data-testid="login-account" autofocus /><button type="submit">Sign in</button></form>
      </template>`;
    root.setAttribute('data-sign-in', language);
  };
  const run = () => new Function(signInScript)();
  const rootEl = () => document.getElementById('root')!;

  it("shows the chosen language's form, titles the page and focuses the account field", () => {
    page('en');
    run();
    expect(rootEl().querySelector('[data-testid="login-account"]')).toBe(document.activeElement);
    expect(rootEl().getAttribute('data-prerendered')).toBe('en');
    expect(root.lang).toBe('en');
    expect(document.title).toBe('Investment Project Console');
  });

  it('holds a submit back until React owns the form, and says so once', () => {
    page('en');
    run();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    rootEl().querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(takeQueuedSubmit()).toBe(true);
    expect(takeQueuedSubmit()).toBe(false);
  });

  it("remembers clicks on the form's buttons before React owns it, and clicks them again once it does", () => {
    document.body.innerHTML = `<div id="root"></div>
      <template id="sign-in-en" data-lang="en" data-title="Investment Project Console">
        <form>
          <button type="button" data-testid="login-language-zh"><span>中文</span></button>
          <input data-testid="login-password" type="password" />
          <button type="button" data-testid="reveal">show</button>
          <button type="submit" data-testid="login-submit">Sign in</button>
        </form>
      </template>`;
    root.setAttribute('data-sign-in', 'en');
    run();
    const el = (id: string) => rootEl().querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    // Before React: the click reaches nothing but the script (a click on the label inside counts).
    el('reveal').click();
    el('login-language-zh').querySelector('span')!.click();
    // React takes over: its handlers are there now.
    const handled: string[] = [];
    rootEl().addEventListener('click', (e) => handled.push((e.target as HTMLElement).dataset.testid ?? ''));
    markReactOwns(rootEl());
    // A click once React owns the form is React's alone: not remembered, not replayed.
    el('reveal').click();
    expect(handled).toEqual(['reveal']);
    replayQueuedClicks();
    expect(handled).toEqual(['reveal', 'reveal', 'login-language-zh']);
    // Once.
    replayQueuedClicks();
    expect(handled).toHaveLength(3);
  });

  it('shows nothing on any other load', () => {
    page('en');
    root.removeAttribute('data-sign-in');
    run();
    expect(rootEl().childElementCount).toBe(0);
  });
});
