import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, beforeEach } from 'vitest';
import { useUser } from '../stores/user';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A fresh element per test to render into, with the providers the console's screens need
 * (TanStack Query without retries, antd's App); unmounted, and the user's grants reset, after
 * each test. Call it at the top of a test file.
 */
export function mountInConsole() {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    useUser.setState({ permission: {} });
  });
  return {
    /** The element the screen renders into. */
    get host(): HTMLDivElement {
      return host;
    },
    /** Renders `node` for a user holding `permission`. */
    async render(node: ReactNode, permission: Record<string, true> = {}) {
      useUser.setState({ permission });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await act(async () => {
        root.render(
          <QueryClientProvider client={client}>
            <App>{node}</App>
          </QueryClientProvider>,
        );
      });
    },
  };
}
