/** Idle auto-lock rules (product decision: off by default, minutes chosen in settings). */

/** Activity in any tab counts: the latest of this tab's and the shared time. */
export function isIdle(now: number, lastActivity: number, minutes: number): boolean {
  return minutes > 0 && now - lastActivity >= minutes * 60_000;
}

/** How long until the idle limit is reached (never below a short floor, never above the check period). */
export function nextCheckIn(now: number, lastActivity: number, minutes: number, period = 15_000): number {
  const left = lastActivity + minutes * 60_000 - now;
  return Math.min(period, Math.max(250, left));
}

/** The choices of the settings (0 = off). */
export const IDLE_CHOICES = [0, 1, 5, 10, 15, 30, 60];

/** Shared activity is written at most this often (a mouse move fires many events). */
export const ACTIVITY_WRITE_INTERVAL = 5_000;
