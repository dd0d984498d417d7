import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * `vi.waitFor` for what a rendered screen does by itself (a query's answer, a timer): while it
 * waits, React is told that no test's act() is around, as in a browser, and renders such updates
 * as they come instead of warning of them (Testing Library's `waitFor` does the same).
 */
export async function waitForScreen<T>(check: () => T | Promise<T>, options?: { timeout?: number }): Promise<T> {
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await vi.waitFor(check, options);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/**
 * A fresh element in the document and a React root on it per test, unmounted and removed after
 * each test. Call it at the top level of a test file; read `host` and `root` inside the tests.
 * Call it after the file's own hooks: its root then comes after their set-up and goes before their
 * clean-up (after-hooks run in reverse), which matters where they fake timers or stub globals that
 * an unmount's effects still use.
 */
export function mountRoot() {
  const mounted = {} as { host: HTMLDivElement; root: Root };
  beforeEach(() => {
    mounted.host = document.createElement('div');
    document.body.append(mounted.host);
    mounted.root = createRoot(mounted.host);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.host.remove();
  });
  return mounted;
}
