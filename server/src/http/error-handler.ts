import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { failure } from './envelope.js';
import { langOf, translate, type Lang, type MessageKey } from './messages.js';

type Issue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** One readable sentence, in the caller's language, for the first thing wrong with the input. */
export function describeValidation(issues: Issue[], lang: Lang): string {
  const issue = issues[0];
  if (!issue) return translate('badRequest', lang);
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.message?.includes('received undefined')
        ? translate('requiredField', lang, { field })
        : translate('invalidField', lang, { field });
    case 'too_big':
      return p.origin === 'string'
        ? translate('tooLongField', lang, { field, max: String(p.maximum) })
        : translate('tooLargeField', lang, { field, max: String(p.maximum) });
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return translate('requiredField', lang, { field });
      return p.origin === 'string'
        ? translate('tooShortField', lang, { field, min: String(p.minimum) })
        : translate('tooSmallField', lang, { field, min: String(p.minimum) });
    default:
      return translate('invalidField', lang, { field });
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
  code: number,
  msg: string,
  extra: Record<string, string> = {},
) {
  const requestId = status >= 500 ? String(request.id) : undefined;
  if (request.routeOptions.config?.errorFormat === 'oauth') {
    return reply.status(status).send({ error_code: code, error_description: msg, ...extra });
  }
  return reply.status(status).send({ ...failure(code, msg, requestId), ...extra });
}

/** A page of the console (not a file, not the API): answered with index.html so the router can draw it. */
const isConsolePage = (url: string) => !url.startsWith('/api') && !/\.[A-Za-z0-9]{1,8}(\?|$)/.test(url);

/** Must run before any route is registered: Fastify binds a route's error handler at registration. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      return send(
        request,
        reply,
        error.status,
        error.code,
        translate(error.messageKey, lang, error.params),
        error.extra,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(request, reply, 400, 400, describeValidation(error.validation as Issue[], lang));
    }
    if (isUniqueViolation(error)) {
      // A race past the service's own check: the database's unique index has the last word.
      return send(request, reply, 409, 409, translate('duplicate', lang));
    }
    if (isDatabaseUnavailable(error)) {
      // Not logged per request: the outage monitor logs when it starts and ends (db/outage.ts).
      return send(request, reply, 503, 503, translate('serviceUnavailable', lang));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, status, status, translate(STATUS_MESSAGES[status] ?? 'badRequest', lang));
    }
    // The log keeps the details; the body keeps only the request id that finds them.
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, 500, translate('internalError', lang));
  });
}

/** Unknown API paths answer a 404 envelope; unknown console pages get index.html for the router. */
export function registerNotFound(app: FastifyInstance, opts: { consoleRoot?: string } = {}): void {
  app.setNotFoundHandler((request, reply) => {
    if (opts.consoleRoot && request.method === 'GET' && isConsolePage(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.consoleRoot);
    }
    const lang = langOf(request.headers['accept-language']);
    return reply.status(404).send(failure(404, translate('notFound', lang)));
  });
}
