import type { Mock } from 'vitest';

type Declared = { method: string; path: string };
type Input = { query?: object; params?: Record<string, unknown>; body?: unknown };

/**
 * A `call` for `vi.mock('…/lib/api')` that lands on two mock functions of the test (GET, POST), so its
 * assertions keep naming the wire's path, query and body:
 * `vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData, postData))`.
 */
export function callViaHttp(getData: Mock, postData?: Mock) {
  const call = (e: Declared, input?: Input) => {
    const path = e.path.replace(/:(\w+)/g, (_, name: string) => String(input?.params?.[name] ?? ''));
    return e.method === 'GET' ? getData(path, { params: input?.query }) : postData?.(path, input?.body);
  };
  // No client to load: the calls land on the mocks.
  return { call, httpClientReady: () => Promise.resolve() };
}
