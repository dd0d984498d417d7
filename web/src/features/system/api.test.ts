import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData));

const SETTINGS = { tenantMode: false, captchaMode: true, socialProviders: [], version: '1.0.0' };

// Each test gets the module fresh: the early answer is module state (main.tsx asks once per page).
const load = async () => {
  vi.resetModules();
  return import('./api');
};

describe('the public settings asked for before the sign-in page renders', () => {
  beforeEach(() => {
    getData.mockReset();
    getData.mockResolvedValue(SETTINGS);
  });

  it('are one request: the query takes the early answer, and asks the server again only on a refetch', async () => {
    const { askPublicConfigEarly, publicConfigQuery } = await load();
    askPublicConfigEarly();
    expect(getData).toHaveBeenCalledTimes(1);
    expect(getData).toHaveBeenCalledWith('/api/blade-system/config/public', { params: undefined });

    const client = new QueryClient();
    // Not in the cache before the query runs: hydration renders what the build drew, with no settings.
    expect(client.getQueryData(publicConfigQuery.queryKey)).toBeUndefined();
    await expect(client.fetchQuery(publicConfigQuery)).resolves.toEqual(SETTINGS);
    expect(getData).toHaveBeenCalledTimes(1);

    await client.refetchQueries({ queryKey: publicConfigQuery.queryKey });
    expect(getData).toHaveBeenCalledTimes(2);
  });

  it('a failed early request is not the answer for good: the query asks again', async () => {
    const { askPublicConfigEarly, publicConfigQuery } = await load();
    getData.mockRejectedValueOnce(new Error('offline'));
    askPublicConfigEarly();

    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    await expect(client.fetchQuery({ ...publicConfigQuery, retry: 1 })).resolves.toEqual(SETTINGS);
    expect(getData).toHaveBeenCalledTimes(2);
  });

  it('asked twice, still one request', async () => {
    const { askPublicConfigEarly } = await load();
    askPublicConfigEarly();
    askPublicConfigEarly();
    expect(getData).toHaveBeenCalledTimes(1);
  });
});
