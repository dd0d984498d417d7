import NProgress from 'nprogress';
import { BUSY_INDICATOR_DELAY_MS } from './busyIndicator';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

let active = 0;
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * One bar for any number of overlapping requests: it appears once they have run for
 * BUSY_INDICATOR_DELAY_MS and ends when the last one does.
 */
export function progressStart(): void {
  if (active++ > 0) return;
  pending = setTimeout(() => {
    pending = undefined;
    NProgress.start();
  }, BUSY_INDICATOR_DELAY_MS);
}

export function progressDone(): void {
  active = Math.max(0, active - 1);
  if (active > 0) return;
  if (pending) {
    clearTimeout(pending);
    pending = undefined;
  } else NProgress.done();
}
