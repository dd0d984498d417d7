import { whenIdleAfter } from '../lib/idle';
import { lazyPage } from '../lib/lazyPage';
import { lazyDialog } from './lazyDialog';
import type { HeaderSearchSuggestProps } from './search/HeaderSearchSuggest';
import type { ColorPopoverProps } from './theme/ColorPopover';

// The header's dialogs, its colour picker, its search suggestions and the phone menu drawer, each in
// a chunk of its own (import them from here, never directly: lint).
export const ErrorLogDialog = lazyDialog(() => import('./errorlog/ErrorLogDialog').then((m) => m.ErrorLogDialog));
export const LockDialog = lazyDialog(() => import('./lock/LockDialog').then((m) => m.LockDialog));
export const ThemeDialog = lazyDialog(() => import('./theme/ThemeDialog').then((m) => m.ThemeDialog));
export const PhoneMenuDrawer = lazyDialog(() => import('./PhoneMenuDrawer').then((m) => m.PhoneMenuDrawer));
export const ColorPopover = lazyPage<ColorPopoverProps>(() =>
  import('./theme/ColorPopover').then((m) => ({ default: m.ColorPopover })),
);
export const HeaderSearchSuggest = lazyPage<HeaderSearchSuggestProps>(() =>
  import('./search/HeaderSearchSuggest').then((m) => ({ default: m.HeaderSearchSuggest })),
);

/** How long after the shell's first render its dialogs may start coming: after the home page's figures and charts. */
const DIALOGS_AFTER = 2000;

/** Runs `task` once the first screen is drawn and the browser is idle. Returns a cancel. */
export const afterFirstScreen = (task: () => void): (() => void) => whenIdleAfter(DIALOGS_AFTER, task);

/** Fetches the dialogs' code once the first screen is drawn and the browser is idle, so a click finds it here. */
export function preloadShellDialogsLater(): () => void {
  return afterFirstScreen(() => {
    for (const dialog of [ErrorLogDialog, LockDialog, ThemeDialog]) void dialog.preload().catch(() => undefined);
  });
}
