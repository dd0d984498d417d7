import { whenIdleAfter } from '../lib/idle';
import { lazyDialog } from './lazyDialog';

// The header's dialogs, each in a chunk of its own (import them from here, never directly: lint).
export const ErrorLogDialog = lazyDialog(() => import('./errorlog/ErrorLogDialog').then((m) => m.ErrorLogDialog));
export const LockDialog = lazyDialog(() => import('./lock/LockDialog').then((m) => m.LockDialog));
export const ThemeDialog = lazyDialog(() => import('./theme/ThemeDialog').then((m) => m.ThemeDialog));

/** How long after the shell's first render its dialogs may start coming: after the home page's figures and charts. */
const DIALOGS_AFTER = 2000;

/** Fetches the dialogs' code once the first screen is drawn and the browser is idle, so a click finds it here. */
export function preloadShellDialogsLater(): () => void {
  return whenIdleAfter(DIALOGS_AFTER, () => {
    for (const dialog of [ErrorLogDialog, LockDialog, ThemeDialog]) void dialog.preload().catch(() => undefined);
  });
}
