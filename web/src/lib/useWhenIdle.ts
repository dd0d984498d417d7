import { startTransition, useEffect, useState } from 'react';
import { whenIdleAfter } from './idle';

/**
 * False on the first render; true once the page's first frame is drawn, the tasks that frame
 * started have run and the browser is idle (at most 2 s later). For a
 * part of a page below the fold: the page's first frame and its charts do not wait for it. The
 * later render is a transition, so it yields to input.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    // Tasks queued in the frame's callbacks run in order: this one after those queued before it.
    const frame = requestAnimationFrame(() => {
      cancelIdle = whenIdleAfter(0, () => startTransition(() => setIdle(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, []);
  return idle;
}
