import { useSyncExternalStore } from 'react';
import href from 'antd/dist/antd.css?url';

let link: HTMLLinkElement | undefined;
let loaded = false;
const listeners = new Set<() => void>();

/** Fetches antd's stylesheet without applying it (its `a` rules must not restyle the sign-in page). */
export function preloadAntdStyles(): void {
  if (link || document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'style';
  preload.href = href;
  document.head.append(preload);
}

/**
 * Applies antd's prebuilt stylesheet: the console runs antd with `theme.zeroRuntime`
 * (layout/theme/antdTheme.ts), so no style is generated while rendering. Put first in <head>, where
 * antd's runtime styles used to go, so the console's own stylesheets still win a tie.
 */
export function loadAntdStyles(): void {
  if (link) return;
  link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // Failed too: the console then renders unstyled rather than never.
  link.onload = link.onerror = () => {
    loaded = true;
    listeners.forEach((notify) => notify());
  };
  document.head.prepend(link);
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** Whether antd's stylesheet is in (the console renders nothing before, instead of unstyled controls). */
export const useAntdStylesLoaded = (): boolean => useSyncExternalStore(subscribe, () => loaded);
