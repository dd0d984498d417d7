import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './useWhenIdle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  host = document.createElement('div');
  root = createRoot(host);
  idleCallbacks.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idleCallbacks.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function BelowTheFold() {
  return <p>{useWhenIdle() ? 'the links' : ''}</p>;
}

describe('useWhenIdle', () => {
  it('leaves a part out of the first render and renders it once the browser is idle', async () => {
    act(() => root.render(<BelowTheFold />));
    expect(host.textContent).toBe('');
    // After the next frame and the tasks queued before it, the idle time is asked for, not given yet.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(idleCallbacks).toHaveLength(1);
    expect(host.textContent).toBe('');
    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    expect(host.textContent).toBe('the links');
  });
});
