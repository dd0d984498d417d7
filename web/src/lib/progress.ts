import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

let active = 0;

/** One bar for any number of overlapping requests: it ends when the last one does. */
export function progressStart(): void {
  if (active++ === 0) NProgress.start();
}

export function progressDone(): void {
  active = Math.max(0, active - 1);
  if (active === 0) NProgress.done();
}
