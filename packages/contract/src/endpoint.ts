import type { z } from 'zod';
import type { Access } from './access.js';

/**
 * How an endpoint answers:
 * - `envelope` (the default): `{code, success, data, msg}`, `response` describing `data`;
 * - `oauth`: the token endpoints' bare OAuth JSON, errors as `{error_code, error_description}`;
 * - `raw`: a bare body that `response` describes whole (the captcha, the API's own documents);
 * - `file`: a download or a redirect; no schema, the client receives the bytes;
 * - `stream`: server-sent events, read with `EventSource`, not the HTTP client.
 */
export type AnswerKind = 'envelope' | 'oauth' | 'raw' | 'file' | 'stream';

/**
 * One API call, defined once for both sides: the server binds a handler to it (http/bind.ts), the
 * console calls it through a typed client (web/src/lib/api.ts), and /api/docs is generated from it.
 */
export type Endpoint = {
  method: 'GET' | 'POST';
  /** The full path; `:name` segments are path parameters, described by `params`. */
  path: string;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data`, or the whole body for `oauth` and `raw` answers. */
  response?: z.ZodType;
  /**
   * Documented refusals by status (`'4xx'`): the bare error bodies of answers that are not
   * enveloped, or an enveloped refusal that carries data (an import's every problem).
   */
  refusals?: Record<string, z.ZodType>;
  answer?: AnswerKind;
  /** Marks a call that takes `multipart/form-data` (uploads): documented, parsed by the handler. */
  multipart?: true;
  /** The API reference's section; set for a whole area by `endpoints()`. */
  tags?: readonly string[];
};

/** An area's endpoints by name (`fundApi.page`), one module per area under `api/`. */
export type EndpointGroup = Record<string, Endpoint>;

/** Declares an endpoint; the identity function keeps its literal types for both sides. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** An area's endpoints, filed under one section (`tag`) of the API reference. */
export const endpoints = <const G extends EndpointGroup>(tag: string, group: G): G =>
  Object.fromEntries(Object.entries(group).map(([name, e]) => [name, { ...e, tags: [tag] }])) as unknown as G;

type SchemaIn<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends as the query string, path parameters and body. */
export type QueryIn<E extends Endpoint> = SchemaIn<E['query']>;
export type ParamsIn<E extends Endpoint> = SchemaIn<E['params']>;
export type BodyIn<E extends Endpoint> = SchemaIn<E['body']>;

/** What a handler receives once the schemas have parsed the request. */
export type QueryOut<E extends Endpoint> = SchemaOut<E['query']>;
export type ParamsOut<E extends Endpoint> = SchemaOut<E['params']>;
export type BodyOut<E extends Endpoint> = SchemaOut<E['body']>;

/**
 * What a handler returns (before serialisation) and what a caller receives. An enveloped endpoint
 * without a `response` answers `data: null`, so its handler returns nothing.
 */
export type ResultIn<E extends Endpoint> = E['answer'] extends 'file' | 'stream'
  ? unknown
  : E['response'] extends z.ZodType
    ? z.input<E['response']>
    : void;
export type ResultOf<E extends Endpoint> = E['answer'] extends 'file' ? Blob : SchemaOut<E['response']>;
