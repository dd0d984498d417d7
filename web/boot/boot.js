/*
 * Runs before the console's code, loaded synchronously in <head> (the CSP forbids inline scripts):
 * - applies the stored theme and colour to <html>, so a reload never shows the default look first;
 * - decides whether this load is the sign-in page alone (no session, at /login without a provider's
 *   answer in the address, or at a page that needs a session, whose address becomes /login?redirect=)
 *   and in which language: `<html data-sign-in="zh|en">`. This is the one
 *   place of that rule: public/sign-in-boot.js then shows the prerendered form, and main.tsx reads
 *   the attribute to render the sign-in page alone.
 * Reads what lib/storage writes: key `invest-<name>`, value `{"content": ..., "datetime": ...}`,
 * session storage before local storage, the tokens in cookies. Keep THEMES in step with
 * lib/themes.ts and the language rule with lib/i18n's storedLanguage (styles/boot.test.ts checks both).
 */
/* global window, document */
(function () {
  var PREFIX = 'invest-';
  var LOGIN_PATH = '/login';
  var LANGUAGES = ['zh', 'en'];
  var THEMES = [
    'theme-default',
    'theme-white',
    'theme-dark',
    'theme-star',
    'theme-bule',
    'theme-iview',
    'theme-vip',
    'theme-cool',
    'theme-d2',
    'theme-hey',
    'theme-lte',
  ];
  var DARK = ['theme-dark'];
  var DEFAULT_THEME = 'theme-default';
  var DEFAULT_COLOR = '#f19448';
  // Themes with a colour of their own, used while the colour is the default (lib/themes.ts THEME_ACCENTS).
  var ACCENTS = { 'theme-vip': '#b8862b', 'theme-hey': '#6a11cb' };

  // Pages a signed-out visitor may open (app/router.tsx: outside the guard, or `isAuth: false`).
  var OPEN_PATHS = [LOGIN_PATH, '/lock', '/404', '/403', '/500', '/approval-page', '/myiframe'];
  var OPEN_PREFIXES = ['/myiframe/'];

  function opensSignedOut(path) {
    // The router matches a path with or without its trailing slash.
    var bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (OPEN_PATHS.indexOf(bare) >= 0) return true;
    for (var i = 0; i < OPEN_PREFIXES.length; i++) if (path.indexOf(OPEN_PREFIXES[i]) === 0) return true;
    return false;
  }

  function readCookie(name) {
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part.indexOf(PREFIX + name + '=') !== 0) continue;
      try {
        var record = JSON.parse(decodeURIComponent(part.slice(PREFIX.length + name.length + 1)));
        return record && typeof record === 'object' ? record.content : undefined;
      } catch {
        return undefined;
      }
    }
    return undefined;
  }

  function read(name) {
    var areas = ['sessionStorage', 'localStorage'];
    for (var i = 0; i < areas.length; i++) {
      try {
        var raw = window[areas[i]].getItem(PREFIX + name);
        if (!raw) continue;
        var record = JSON.parse(raw);
        if (record && typeof record === 'object' && 'content' in record) return record.content;
      } catch {
        // Storage switched off or a damaged value: the default look.
      }
    }
    return undefined;
  }

  var theme = read('themeName');
  if (THEMES.indexOf(theme) < 0) theme = DEFAULT_THEME;
  var color = read('colorName');
  if (typeof color !== 'string' || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) color = DEFAULT_COLOR;
  if (ACCENTS[theme] && color.toLowerCase() === DEFAULT_COLOR) color = ACCENTS[theme];
  var scheme = DARK.indexOf(theme) >= 0 ? 'dark' : 'light';

  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.setProperty('--theme-primary', color);
  root.style.colorScheme = scheme;
  var meta = document.querySelector('meta[name="color-scheme"]');
  if (meta) meta.setAttribute('content', scheme);

  var token = readCookie('token');
  var signedIn = typeof token === 'string' && token !== '';
  var path = window.location.pathname;
  var signInAlone = false;
  if (!signedIn && path === LOGIN_PATH) {
    // A provider's answer in the address needs the full console.
    signInAlone = !new URLSearchParams(window.location.search).has('source');
  } else if (!signedIn && !opensSignedOut(path)) {
    // The console's guard would send this visit to sign in anyway (app/RouteGuard.tsx): go there
    // now, remembering the page as lib/routeHandle's loginUrl does, instead of loading the whole
    // console first.
    var target = path + window.location.search;
    var home = path === '/' || path === '/wel';
    window.history.replaceState(null, '', home ? LOGIN_PATH : LOGIN_PATH + '?redirect=' + encodeURIComponent(target));
    signInAlone = true;
  }
  var language = read('language');
  if (LANGUAGES.indexOf(language) < 0) language = 'zh';
  if (signInAlone) root.setAttribute('data-sign-in', language);
  else root.removeAttribute('data-sign-in');

  // The console's modules: the entry, then what to fetch ahead (the build lists them in
  // <meta name="console-modules">; the dev server's page has its own module script instead).
  // The sign-in page fetches them once its form has painted and the browser is idle: fetched and
  // compiled while the page was parsed, they held the form's first paint back (docs/decisions.md,
  // "The sign-in form paints before the console's code is fetched"). Any other load fetches them
  // at once and runs the entry once the document is parsed, as a module script in the page would.
  var modules = document.querySelector('meta[name="console-modules"]');
  var files = modules && modules.content ? modules.content.split(' ') : [];
  if (!files.length) return;
  function add(tag, attributes) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var name in attributes) el.setAttribute(name, attributes[name]);
    document.head.appendChild(el);
  }
  function fetchAhead() {
    for (var i = 0; i < files.length; i++) add('link', { rel: 'modulepreload', href: files[i] });
  }
  function runEntry() {
    add('script', { type: 'module', src: files[0] });
  }
  if (signInAlone) {
    document.addEventListener(
      'DOMContentLoaded',
      function () {
        // The frame after the parse paints the form; the console starts once that frame is out.
        window.requestAnimationFrame(function () {
          var start = function () {
            fetchAhead();
            runEntry();
          };
          if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 300 });
          else window.setTimeout(start, 0);
        });
      },
      { once: true },
    );
  } else {
    fetchAhead();
    document.addEventListener('DOMContentLoaded', runEntry, { once: true });
  }
})();
