import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FailureKind } from '../errors.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { failure } from './envelope.js';
import { langOf, translate, type MessageKey, type MessageParam } from './messages.js';

type Issue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** What a refusal says: a message key with its parameters, and the input field it is about. */
type Refusal = { key: MessageKey; params?: Record<string, MessageParam>; field?: string };

/** The first thing wrong with the input, as a refusal naming its field. */
export function validationRefusal(issues: Issue[]): Refusal {
  const issue = issues[0];
  if (!issue) return { key: 'badRequest' };
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || 'body';
  const at = (key: MessageKey, params: Record<string, MessageParam> = {}): Refusal => ({
    key,
    params: { field, ...params },
    ...(path ? { field: path } : {}),
  });
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return at(issue.message?.includes('received undefined') ? 'requiredField' : 'invalidField');
    case 'too_big':
      return at(p.origin === 'string' ? 'tooLongField' : 'tooLargeField', { max: String(p.maximum) });
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return at('requiredField');
      return at(p.origin === 'string' ? 'tooShortField' : 'tooSmallField', { min: String(p.minimum) });
    default:
      return at('invalidField');
  }
}

/** PostgreSQL's unique_violation, from either driver (drizzle may wrap it as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The one place where a service's kind of failure becomes an HTTP status (and the envelope's code). */
export const STATUS_OF: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooLarge: 413,
  tooMany: 429,
  busy: 503,
};

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'tokenInvalid',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  { key, params, field }: Refusal,
  extra: Record<string, string> = {},
) {
  const msg = translate(key, langOf(request.headers['accept-language']), params);
  const requestId = status >= 500 ? String(request.id) : undefined;
  if (request.routeOptions.config?.errorFormat === 'oauth') {
    return reply.status(status).send({ error_code: status, error_description: msg, ...extra });
  }
  return reply.status(status).send({ ...failure(status, msg, { key, field, requestId }), ...extra });
}

/**
 * A page of the console (not a file, not the API): answered with index.html so the router can draw
 * it. Decided by the path alone: a query value may end like a file name (`?keyword=abc.com`).
 */
const isConsolePage = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return !path.startsWith('/api') && !/\.[A-Za-z0-9]{1,8}$/.test(path);
};

/** Must run before any route is registered: Fastify binds a route's error handler at registration. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { kind, messageKey: key, params, field, extra } = error;
      const status = STATUS_OF[kind];
      return send(request, reply, status, { key, params, field }, extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(request, reply, 400, validationRefusal(error.validation as Issue[]));
    }
    if (isUniqueViolation(error)) {
      // A race past the service's own check: the database's unique index has the last word.
      return send(request, reply, 409, { key: 'duplicate' });
    }
    if (isDatabaseUnavailable(error)) {
      // Not logged per request: the outage monitor logs when it starts and ends (db/outage.ts).
      return send(request, reply, 503, { key: 'serviceUnavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, status, { key: STATUS_MESSAGES[status] ?? 'badRequest' });
    }
    // The log keeps the details; the body keeps only the request id that finds them.
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, { key: 'internalError' });
  });
}

/** Unknown API paths answer a 404 envelope; unknown console pages get index.html for the router. */
export function registerNotFound(app: FastifyInstance, opts: { consoleRoot?: string } = {}): void {
  app.setNotFoundHandler((request, reply) => {
    if (opts.consoleRoot && request.method === 'GET' && isConsolePage(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.consoleRoot);
    }
    const lang = langOf(request.headers['accept-language']);
    return reply.status(404).send(failure(404, translate('notFound', lang), { key: 'notFound' }));
  });
}
