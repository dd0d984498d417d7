import {
  AxiosError,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setNotifier } from './feedback';
import { http, statusWhiteList } from './http';
import { setSessionHooks } from './sessionHooks';
import { HttpError } from './httpError';
import { i18n } from './i18n';
import { removeToken, setToken } from './storage';

/** The envelope's `data`, as `call` answers it. */
const getData = async (url: string, config?: AxiosRequestConfig) => (await http.get(url, config)).data.data;

/** Answers every call at the axios adapter level (no server): what the server would have sent. */
function answer(status: number, data: unknown): AxiosAdapter & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = (async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const res: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    // axios's own adapters settle with validateStatus; so does this one.
    if (config.validateStatus?.(status) ?? true) return res;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, res);
  }) as AxiosAdapter & { calls: InternalAxiosRequestConfig[] };
  adapter.calls = calls;
  return adapter;
}

function failWith(code: string): AxiosAdapter {
  return async (config) => {
    throw new AxiosError('no answer', code, config, {});
  };
}

const ok = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' });

let errors: [string, string | undefined][];
let onUnauthorized: Mock<() => void>;
let ensureFreshToken: Mock<() => Promise<void>>;

beforeEach(async () => {
  errors = [];
  setNotifier({ error: (text, key) => errors.push([text, key]), success: () => undefined });
  onUnauthorized = vi.fn<() => void>();
  ensureFreshToken = vi.fn<() => Promise<void>>(async () => undefined);
  setSessionHooks({ onUnauthorized, ensureFreshToken });
  removeToken();
  statusWhiteList.length = 0;
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  http.defaults.adapter = undefined;
  setNotifier(undefined);
});

describe('lib/http response handling', () => {
  it('resolves an envelope with code 200 and its data is the answer', async () => {
    http.defaults.adapter = answer(200, ok({ tenantMode: false }));
    await expect(getData('/api/blade-system/config/public')).resolves.toEqual({ tenantMode: false });
    expect(errors).toEqual([]);
  });

  it('takes the code from the body before the HTTP status', async () => {
    http.defaults.adapter = answer(200, { code: 500, success: false, data: null, msg: '出错了' });
    const err = await getData('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(500);
    expect(errors).toEqual([['出错了', undefined]]);
  });

  it('shows msg of a non-200 envelope and rejects', async () => {
    http.defaults.adapter = answer(409, { code: 409, success: false, data: null, msg: '名称已存在' });
    await expect(getData('/api/x')).rejects.toMatchObject({ code: 409, status: 409, message: '名称已存在' });
    expect(errors).toEqual([['名称已存在', undefined]]);
  });

  it('treats the token endpoint answer (no code) as success by its status', async () => {
    const token = { access_token: 'a', refresh_token: 'r', token_type: 'bearer' };
    http.defaults.adapter = answer(200, token);
    const res = await http.post('/api/blade-auth/oauth/token', null, { authorization: false });
    expect(res.data).toEqual(token);
  });

  it('shows error_description of a failed sign-in (status as the code)', async () => {
    http.defaults.adapter = answer(400, { error_code: 400, error_description: '用户名或密码不正确' });
    const err = await http.post('/api/blade-auth/oauth/token', null, { authorization: false }).catch((e) => e);
    expect(err).toMatchObject({ code: 400, message: '用户名或密码不正确' });
    expect(errors).toEqual([['用户名或密码不正确', undefined]]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('falls back to 未知错误 (or Unknown error in English) when the body has no message', async () => {
    http.defaults.adapter = answer(500, '<html>oops</html>');
    await expect(getData('/api/x')).rejects.toMatchObject({ code: 500 });
    await i18n.changeLanguage('en');
    await expect(getData('/api/x')).rejects.toMatchObject({ code: 500 });
    expect(errors.map(([text]) => text)).toEqual(['未知错误', 'Unknown error']);
  });

  it('rejects whitelisted codes without a message', async () => {
    statusWhiteList.push(404);
    http.defaults.adapter = answer(404, { code: 404, success: false, data: null, msg: '不存在' });
    await expect(getData('/api/x')).rejects.toMatchObject({ code: 404 });
    expect(errors).toEqual([]);
  });

  it('rejects a silent request without a message and without signing out', async () => {
    http.defaults.adapter = answer(401, { code: 401, success: false, data: null, msg: '请先登录' });
    await expect(getData('/api/x', { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(errors).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out on 401, with one keyed message', async () => {
    http.defaults.adapter = answer(401, { code: 401, success: false, data: null, msg: '登录已失效，请重新登录' });
    await expect(getData('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([['登录已失效，请重新登录', 'unauthorized']]);
  });

  it('reports a network failure and a timeout visibly, then rejects', async () => {
    http.defaults.adapter = failWith('ERR_NETWORK');
    await expect(getData('/api/x')).rejects.toMatchObject({ kind: 'network' });
    http.defaults.adapter = failWith('ECONNABORTED');
    await expect(getData('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(errors).toEqual([
      ['网络异常，请检查网络连接', 'network'],
      ['网络异常，请检查网络连接', 'network'],
    ]);
  });

  it('reports a status above 500 (gateway) as the service being away', async () => {
    http.defaults.adapter = answer(502, '');
    await expect(getData('/api/x')).rejects.toMatchObject({ code: 502, status: 502 });
    expect(errors).toEqual([['服务暂时不可用，请稍后再试', undefined]]);
  });
});

describe('lib/http request headers', () => {
  it('always sends the Basic client header and the language', async () => {
    const adapter = answer(200, ok(null));
    http.defaults.adapter = adapter;
    await getData('/api/x', { authorization: false });
    await i18n.changeLanguage('en');
    await getData('/api/x', { authorization: false });
    const [zh, en] = adapter.calls;
    expect(zh!.headers.get('Authorization')).toBe(`Basic ${btoa('invest-console:invest-console-secret')}`);
    expect(zh!.headers.get('Accept-Language')).toBe('zh-CN');
    expect(en!.headers.get('Accept-Language')).toBe('en');
    expect(zh!.timeout).toBe(10_000);
  });

  it('sends Blade-Auth only with a token and not when authorization is false', async () => {
    const adapter = answer(200, ok(null));
    http.defaults.adapter = adapter;
    await getData('/api/x');
    setToken('tok-1');
    await getData('/api/x');
    await getData('/api/x', { authorization: false });
    expect(adapter.calls.map((c) => c.headers.get('Blade-Auth') ?? null)).toEqual([null, 'bearer tok-1', null]);
  });

  it('lets the session renew an old token before a signed-in call, never before a public one', async () => {
    http.defaults.adapter = answer(200, ok(null));
    await getData('/api/x', { authorization: false });
    expect(ensureFreshToken).not.toHaveBeenCalled();
    await getData('/api/x');
    expect(ensureFreshToken).toHaveBeenCalledTimes(1);
  });
});

describe('lib/http sending', () => {
  it('sends a request at once, not after reading an XSRF cookie the console never has', async () => {
    // Chromium's cookie store answers through the browser process, after whatever the page is busy
    // with: a sign-in sent so waited behind the next screen's code.
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => undefined) });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const request = new AbortController();
    try {
      const answer = http.post('/api/blade-auth/oauth/token', undefined, { adapter: 'xhr', signal: request.signal });
      void answer.catch(() => undefined);
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 500 });
    } finally {
      request.abort();
      send.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
