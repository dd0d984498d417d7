import { beforeEach, describe, expect, it, vi } from 'vitest';

// What the hooks start, recorded instead of fetched (the shell's, the home page's and ECharts' code
// are not what this file is about).
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
vi.mock('../features/dashboard/charts/lazyEChart', () => ({ LazyEChart: { preload: () => Promise.resolve() } }));
vi.mock('./antdStyles', () => ({ preloadAntdStyles: () => undefined }));
vi.mock('../lib/i18n', () => ({ currentLanguage: () => 'zh', loadLanguage: () => Promise.resolve() }));

const hooks: { started?: () => void; signedIn?: () => void } = {};
vi.mock('../stores/user', () => ({ setSignInHooks: (next: typeof hooks) => Object.assign(hooks, next) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen after sign-in', () => {
  beforeEach(() => {
    loaded.length = 0;
    prefetchHomeFigures.mockClear();
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
});
