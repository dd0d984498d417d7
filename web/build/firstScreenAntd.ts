import type { Plugin } from 'vite';

/**
 * antd's components whose code the screen after sign-in carries (the first-screen chunk: the
 * console, the shell and the home page). Every other component is loaded where it is drawn: a
 * static import of one from a module of that screen puts all of its code there (Select with its
 * virtual list was a seventh of it, for a search box and a phone-only drawer: docs/performance.md).
 * Collapse comes in through antd's own Button and Tag styles (the colour presets' `isBright`).
 */
export const FIRST_SCREEN_ANTD = new Set([
  'app',
  'avatar',
  'badge',
  'button',
  'card',
  'collapse',
  'config-provider',
  'dropdown',
  'empty',
  'input',
  'layout',
  'locale',
  'menu',
  'popover',
  'segmented',
  'skeleton',
  'space',
  'spin',
  'statistic',
  'style',
  'tabs',
  'tag',
  'theme',
  'tooltip',
  'version',
]);

/** The antd components among `moduleIds` (by their `es/<component>/index.js`) that `allowed` does not list. */
export function unlistedAntdComponents(moduleIds: Iterable<string>, allowed = FIRST_SCREEN_ANTD): string[] {
  const found = new Set<string>();
  for (const id of moduleIds) {
    const component = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]index\.js$/.exec(id)?.[1];
    if (component && !allowed.has(component)) found.add(component);
  }
  return [...found].sort();
}

/** Fails the build when the first-screen chunk takes in an antd component that FIRST_SCREEN_ANTD does not list. */
export function firstScreenAntd(): Plugin {
  return {
    name: 'first-screen-antd',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'first-screen') continue;
        const extra = unlistedAntdComponents(Object.keys(chunk.modules));
        if (extra.length)
          this.error(
            `The screen after sign-in takes in antd's ${extra.join(', ')}. Load what draws it lazily ` +
              `(layout/shellDialogs.ts), or, if the first screen shows it, list it in web/build/firstScreenAntd.ts.`,
          );
      }
    },
  };
}
