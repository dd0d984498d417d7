import type { AxiosRequestConfig } from 'axios';
import type { BodyIn, Endpoint, ParamsIn, QueryIn, ResultOf } from '@invest/contract/endpoint';
import type * as HttpClient from './http';

/** One part of a call's input: absent when the endpoint takes none, optional when all of it is. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** An upload's body is the form itself: the contract leaves multipart bodies to the handler. */
type BodyOf<E extends Endpoint> = E['multipart'] extends true ? FormData : BodyIn<E>;

/** What a call sends: the query string, the path parameters and the body, as the contract types them. */
export type CallInput<E extends Endpoint> = Part<'query', QueryIn<E>> &
  Part<'params', ParamsIn<E>> &
  Part<'body', BodyOf<E>>;

type CallArgs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, config?: AxiosRequestConfig]
    : [input: CallInput<E>, config?: AxiosRequestConfig];

let client: typeof HttpClient | undefined;
const loadClient = async () => (client ??= await import('./http'));

const answerOf = (e: Endpoint) => e.answer ?? 'envelope';

/** The endpoint's path with its `:name` parameters filled in. */
function pathOf(e: Endpoint, params: Record<string, unknown> | undefined): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

async function send<E extends Endpoint>(e: E, input: CallInput<E> | undefined, config: AxiosRequestConfig | undefined) {
  const request: AxiosRequestConfig = {
    ...config,
    method: e.method,
    url: pathOf(e, input?.params as Record<string, unknown> | undefined),
    params: input?.query,
    data: input?.body,
    ...(answerOf(e) === 'file' ? { responseType: 'blob' } : {}),
  };
  // The HTTP client (axios) is a chunk of its own: the sign-in page shows before it arrives. Once
  // here it is used at once, so a call leaves in the caller's turn (a sign-in before the next
  // screen's chunks run).
  const { http } = client ?? (await loadClient());
  return http.request(request);
}

/**
 * Loads the HTTP client if it is not here yet. Its first load takes tasks (a dynamic import), not
 * microtasks: a caller that must have its call leave before other work starts (a sign-in, ahead
 * of the next screen's code) awaits this first.
 */
export async function httpClientReady(): Promise<void> {
  await loadClient();
}

/**
 * Calls an endpoint of the contract through the console's HTTP client (lib/http: headers,
 * envelope codes, messages, progress and the 401 sign-out). Answers with the envelope's `data`,
 * the bare body of `oauth` and `raw` endpoints, or the bytes of a `file`.
 */
export async function call<E extends Endpoint>(e: E, ...[input, config]: CallArgs<E>): Promise<ResultOf<E>> {
  const res = await send(e, input, config);
  return (answerOf(e) === 'envelope' ? res.data.data : res.data) as ResultOf<E>;
}

/** Calls an enveloped endpoint for its success message (`msg`, in the user's language), e.g. 验证码已发送. */
export async function callForMessage<E extends Endpoint>(e: E, ...[input, config]: CallArgs<E>): Promise<string> {
  const res = await send(e, input, config);
  return String(res.data.msg ?? '');
}

/** The address of an endpoint for the browser itself (a link, an image, an `EventSource`). */
export function hrefOf<E extends Endpoint>(e: E, input: Pick<CallInput<E>, 'query' | 'params'> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  const search = query.toString();
  return `${pathOf(e, input.params as Record<string, unknown> | undefined)}${search ? `?${search}` : ''}`;
}
