import { currentLanguage, loadLanguage } from '../lib/i18n';
import { setSignInHooks } from '../stores/user';
import { preloadPage } from './pages';
import { queryClient } from './queryClient';

// The screen after sign-in, in one wave instead of four (token → menus → shell → home → figures →
// charts): each import is the same module the lazy route loads, so the route finds it ready.
const shell = () =>
  Promise.all([loadLanguage(currentLanguage()), import('../layout/ShellLayout'), preloadPage('home')]);
const charts = () => import('../features/dashboard/charts/EChart');

/** Fetches the shell and the home page once the sign-in page is idle, so Enter finds them here. */
export function preloadShellWhenIdle(): void {
  const start = () => void shell().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

/** Wires the sign-in's companions: code while the request is in flight, the home figures with the tokens. */
export function installFirstScreen(): void {
  setSignInHooks({
    started: () => {
      void shell().catch(() => undefined);
      void charts().catch(() => undefined);
    },
    signedIn: () => {
      void import('../features/dashboard/api').then((m) => m.prefetchHomeFigures(queryClient)).catch(() => undefined);
    },
  });
}
