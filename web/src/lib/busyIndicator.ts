import { useEffect, useState } from 'react';

/**
 * How long work runs before a spinner or the progress bar appears. Faster work would only flicker
 * them, and each animated frame costs CPU the work itself needs: where the browser composites
 * without a GPU (a virtual desktop, headless Chromium), the sign-in button's spinner and the bar
 * held the session's calls back, and Enter → home took 770 ms with them from the first frame
 * against 701 ms with this delay (docs/performance.md). What the user pressed still answers at
 * once: the button dims and ignores clicks from the first frame.
 */
export const BUSY_INDICATOR_DELAY_MS = 200;

/** `busy` once it has stayed true for BUSY_INDICATOR_DELAY_MS; false again as soon as it is false. */
export function useShownWhenSlow(busy: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), BUSY_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return busy && shown;
}
