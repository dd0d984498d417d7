import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { fundApi } from '@invest/contract/api/fund';
import { call, hrefOf } from './api';
import { http } from './http';

/** Records each request and answers it as the server would (no server: the wire is what is tested). */
function answering(data: unknown) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };
  http.defaults.adapter = adapter;
  return calls;
}

afterEach(() => {
  http.defaults.adapter = undefined;
});

describe('the endpoint contract in the console', () => {
  it('carries method, path and answer kind only: the schemas (and zod) stay out of the browser', () => {
    expect(fundApi.page).toEqual({ method: 'GET', path: '/api/project/fund/page', answer: 'envelope' });
    expect(Object.keys(fundApi)).toEqual(['page', 'detail', 'list', 'submit', 'remove']);
  });

  it('calls the declared method and path with the query and body, and answers the envelope data', async () => {
    const calls = answering({ code: 200, success: true, data: 3, msg: 'ok' });
    await expect(call(fundApi.remove, { query: { ids: '1,2,3' } })).resolves.toBe(3);
    expect(calls[0]).toMatchObject({ method: 'post', url: '/api/project/fund/remove', params: { ids: '1,2,3' } });

    await call(fundApi.submit, { body: { name: 'Fund', code: 'F1', size: 1, vintageYear: 2020 } });
    expect(calls[1]).toMatchObject({ method: 'post', url: '/api/project/fund/submit' });
    expect(JSON.parse(String(calls[1]!.data))).toMatchObject({ name: 'Fund', code: 'F1' });
  });

  it('builds addresses for links with the query, leaving out empty values', () => {
    expect(hrefOf(fundApi.page, { query: { current: 2, name: '', status: '1' } })).toBe(
      '/api/project/fund/page?current=2&status=1',
    );
  });
});
