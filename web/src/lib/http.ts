import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { website } from './config';
import { notify } from './feedback';
import { acceptLanguage, i18n } from './i18n';
import { progressDone, progressStart } from './progress';
import { bodyField, HttpError } from './httpError';
import { sessionHooks as hooks } from './sessionHooks';
import { getToken } from './storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** `false`: a public call; no Blade-Auth token is sent (the Basic client header always is). */
    authorization?: boolean;
    /** Reject without a message and without the 401 sign-out: the caller handles the failure. */
    silent?: boolean;
  }
}

/** Business codes passed on as rejections without a message (spec §8; empty by default). */
export const statusWhiteList: number[] = [...website.statusWhiteList];

const BASIC = `Basic ${btoa(`${website.clientId}:${website.clientSecret}`)}`;

export const http = axios.create({
  baseURL: '',
  timeout: website.timeout,
  withCredentials: true,
  // The console authenticates with headers, never an XSRF cookie. Looking for one made axios ask
  // Chromium's cookie store first, an answer that waits for the page's busy main thread (a sign-in
  // went out ~150 ms late, behind the next screen's code loading).
  withXSRFToken: false,
  // Spec §8: every status from 200 to 500 is an answer; its code decides success.
  validateStatus: (status) => status >= 200 && status <= 500,
});

function messageOf(body: unknown): string | undefined {
  const msg = bodyField(body, 'msg') || bodyField(body, 'error_description');
  return typeof msg === 'string' && msg ? msg : undefined;
}

async function onRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const signedIn = config.authorization !== false;
  if (signedIn && hooks.ensureFreshToken) await hooks.ensureFreshToken();
  config.headers.set('Authorization', BASIC);
  const token = signedIn ? getToken() : '';
  if (token) config.headers.set('Blade-Auth', `bearer ${token}`);
  config.headers.set('Accept-Language', acceptLanguage());
  // A POST without a body (the token endpoint takes its query) announces no content type; axios
  // would otherwise claim a urlencoded body, which the server refuses (415).
  if (config.data === undefined || config.data === null) config.headers.setContentType(false);
  progressStart();
  return config;
}

function onResponse(res: AxiosResponse): AxiosResponse {
  progressDone();
  const body: unknown = res.data;
  const bodyCode = bodyField(body, 'code');
  // The token endpoint answers OAuth JSON without `code`: its HTTP status is its code.
  const code = typeof bodyCode === 'number' ? bodyCode : res.status;
  if (code === 200 || (bodyCode === undefined && res.status >= 200 && res.status < 300)) return res;

  const text = messageOf(body) ?? i18n.t('http.unknownError');
  const error = new HttpError(text, code, 'answer', res.status, body);
  if (res.config.silent || statusWhiteList.includes(code)) throw error;
  if (code === 401) {
    // One toast however many calls fail together, then the forced sign-out.
    notify.error(text, 'unauthorized');
    hooks.onUnauthorized?.();
    throw error;
  }
  notify.error(text);
  throw error;
}

function onFailure(error: unknown): never {
  progressDone();
  if (axios.isCancel(error)) throw new HttpError('cancelled', 0, 'cancel');
  const config = axios.isAxiosError(error) ? (error.config as AxiosRequestConfig | undefined) : undefined;
  const res = axios.isAxiosError(error) ? error.response : undefined;
  let failure: HttpError;
  if (res) {
    // A status above 500 (a gateway or proxy saying the server is away).
    const bodyCode = bodyField(res.data, 'code');
    failure = new HttpError(
      messageOf(res.data) ?? i18n.t('http.serverUnavailable'),
      typeof bodyCode === 'number' ? bodyCode : res.status,
      'answer',
      res.status,
      res.data,
    );
  } else if (error instanceof HttpError) {
    failure = error;
  } else {
    // No answer at all: offline, refused, or the 10 s timeout.
    failure = new HttpError(i18n.t('http.networkError'), 0, 'network');
  }
  if (!config?.silent) notify.error(failure.message, failure.kind === 'network' ? 'network' : undefined);
  throw failure;
}

http.interceptors.request.use(onRequest);
http.interceptors.response.use(onResponse, onFailure);
