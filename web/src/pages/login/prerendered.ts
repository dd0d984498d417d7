/*
 * React taking over the sign-in form that public/sign-in-boot.js drew from index.html (main.tsx
 * hydrates it). Keep the attribute in step with that script (styles/boot.test.ts).
 */

const QUEUED = 'data-submit-queued';

/**
 * Whether the user submitted the form (Enter, a click) before React owned it; the script held that
 * submit back and marked #root. Answers true once, then forgets.
 */
export function takeQueuedSubmit(): boolean {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(QUEUED)) return false;
  root.removeAttribute(QUEUED);
  return true;
}
