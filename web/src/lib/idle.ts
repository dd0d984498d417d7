/** Runs `task` once the browser is idle (`timeout` ms at the latest); at once where idle callbacks are missing. */
export function whenIdle(task: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else task();
}
