/*
 * React taking over the sign-in form that boot/sign-in-boot.js drew from index.html (main.tsx
 * hydrates it). Keep the attributes and the property in step with that script (styles/boot.test.ts).
 */

const QUEUED = 'data-submit-queued';
const REACT_OWNS = 'data-react';

type PrerenderedRoot = HTMLElement & { signInClicks?: Element[] };

/**
 * Tells the script that React is taking over #root (main.tsx, right before hydrating): from then
 * on React handles every event itself (one during hydration makes React finish it first).
 */
export function markReactOwns(root: HTMLElement): void {
  root.setAttribute(REACT_OWNS, '');
}

/**
 * Clicks the buttons the user clicked before React owned the form (the script remembered them, in
 * order), now that React's handlers are there. The markup React hydrated is the same DOM, so they
 * are the very elements clicked. Once: the list is emptied first.
 */
export function replayQueuedClicks(): void {
  const root = document.getElementById('root') as PrerenderedRoot | null;
  const clicks = root?.signInClicks?.splice(0) ?? [];
  for (const button of clicks) if (button.isConnected && button instanceof HTMLElement) button.click();
}

/** Whether a submit made before React owned the form is waiting to be sent (see `takeQueuedSubmit`). */
export const hasQueuedSubmit = (): boolean => document.getElementById('root')?.hasAttribute(QUEUED) === true;

/**
 * Whether the user submitted the form (Enter, a click) before React owned it; the script held that
 * submit back and marked #root. Answers true once, then forgets.
 */
export function takeQueuedSubmit(): boolean {
  if (!hasQueuedSubmit()) return false;
  document.getElementById('root')!.removeAttribute(QUEUED);
  return true;
}
