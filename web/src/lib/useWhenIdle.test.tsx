import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './useWhenIdle';
import { mountRoot } from '../test/mountRoot';

const idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  idleCallbacks.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idleCallbacks.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const mounted = mountRoot();

function BelowTheFold() {
  return <p>{useWhenIdle() ? 'the links' : ''}</p>;
}

describe('useWhenIdle', () => {
  it('leaves a part out of the first render and renders it once the browser is idle', async () => {
    act(() => mounted.root.render(<BelowTheFold />));
    expect(mounted.host.textContent).toBe('');
    // After the next frame and the tasks queued before it, the idle time is asked for, not given yet.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(idleCallbacks).toHaveLength(1);
    expect(mounted.host.textContent).toBe('');
    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    expect(mounted.host.textContent).toBe('the links');
  });
});
