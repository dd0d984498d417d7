/*
 * Applies the stored theme and colour to <html> before the console's code runs, so a reload never
 * shows the default look first. Loaded synchronously in <head> (the CSP forbids inline scripts).
 * Reads what lib/storage writes: key `invest-<name>`, value `{"content": ..., "datetime": ...}`,
 * session storage before local storage. Keep THEMES in step with layout/theme/themes.ts (a unit
 * test checks both).
 */
/* global window, document */
(function () {
  var PREFIX = 'invest-';
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
})();
