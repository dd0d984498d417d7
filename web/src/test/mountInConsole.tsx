import { act, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach } from 'vitest';
import { useUser } from '../stores/user';
import { mountRoot } from './mountRoot';

/**
 * A fresh element per test to render into, with the providers the console's screens need
 * (TanStack Query without retries, antd's App); unmounted, and the user's grants reset, after
 * each test. Call it at the top of a test file.
 */
export function mountInConsole() {
  // Registered first, so it runs after mountRoot's unmount (after-hooks run in reverse): reset
  // under a mounted screen, the grants would render it again outside act().
  afterEach(() => useUser.setState({ permission: {} }));
  const mounted = mountRoot();
  return {
    /** The element the screen renders into. */
    get host(): HTMLDivElement {
      return mounted.host;
    },
    /** Renders `node` for a user holding `permission`. */
    async render(node: ReactNode, permission: Record<string, true> = {}) {
      useUser.setState({ permission });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await act(async () => {
        mounted.root.render(
          <QueryClientProvider client={client}>
            <App>{node}</App>
          </QueryClientProvider>,
        );
      });
    },
  };
}
