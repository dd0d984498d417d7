/**
 * Runs `task` once `delay` ms have passed and the browser is idle (at most 2 s later); at once
 * after the delay where idle callbacks are missing. Returns a cancel.
 */
export function whenIdleAfter(delay: number, task: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, delay);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
