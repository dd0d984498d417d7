import href from 'antd/dist/antd.css?url';

let loaded: Promise<void> | undefined;

/** Fetches antd's stylesheet without applying it (its `a` rules must not restyle the sign-in page). */
export function preloadAntdStyles(): void {
  if (loaded || document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/**
 * antd's prebuilt stylesheet: the console runs antd with `theme.zeroRuntime` (layout/theme/antdTheme.ts),
 * so no style is generated while rendering. Put first in <head>, where antd's runtime styles used
 * to go, so the console's own stylesheets still win a tie. Settles once loaded, or failed: the
 * console then renders unstyled rather than never.
 */
export function loadAntdStyles(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
  });
  return loaded;
}
