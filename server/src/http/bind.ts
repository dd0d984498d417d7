import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { UserAccess } from '@invest/contract/access';
import type { BodyOut, Endpoint, EndpointGroup, ParamsOut, QueryOut, ResultIn } from '@invest/contract/endpoint';
import { envelopeOf } from '@invest/contract/envelope';
import { requireAuth, type AuthUser } from './auth-context.js';
import { ok } from './envelope.js';
import type { MessageKey } from './messages.js';

/** A request as a handler sees it: parsed input, and the caller when the endpoint needs one. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'query' | 'body' | 'params' | 'auth'> & {
  query: QueryOut<E>;
  body: BodyOut<E>;
  params: ParamsOut<E>;
  auth: E['access'] extends UserAccess ? AuthUser : AuthUser | undefined;
};

/** An enveloped answer with a success message other than the default (`smsSent`, `cacheCleared`). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msgKey: MessageKey,
  ) {}
}

/**
 * What a handler returns: the answer's data (the binder envelopes it), an `Answer`, or the reply
 * itself once the handler has sent something else (a file, a stream, a refusal with data).
 */
type Outcome<E extends Endpoint> = ResultIn<E> | Answer<ResultIn<E>> | FastifyReply;

export type Handler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<Outcome<E>>;

export type Handlers<G extends EndpointGroup> = { [K in keyof G]: Handler<G[K]> };

/** Server policy the contract does not describe: rate limits, body limits. */
export type RoutePolicy = Pick<RouteOptions, 'bodyLimit'> & { rateLimit?: { max: number; timeWindow: string } };

/** The OpenAPI security requirement: the client's Basic header, and a bearer token when signed in. */
const securityOf = (kind: 'public' | 'user'): Record<string, string[]> =>
  kind === 'user' ? { client: [], bearer: [] } : { client: [] };

function schemaOf(e: Endpoint) {
  const answer = e.answer ?? 'envelope';
  const response =
    answer === 'envelope'
      ? { 200: envelopeOf(e.response ?? z.null()), ...e.refusals }
      : answer === 'file' || answer === 'stream'
        ? undefined
        : { 200: e.response ?? z.unknown(), ...e.refusals };
  return {
    tags: e.tags ? [...e.tags] : undefined,
    summary: e.summary,
    // The API reference shows who may call (the console's 接口文档 screen reads it).
    'x-access': e.access,
    ...(e.access.kind === 'open' ? {} : { security: [securityOf(e.access.kind)] }),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(response ? { response } : {}),
  };
}

/**
 * Binds handlers to an area's endpoints: a route file is this call and nothing else. The access
 * rule, the schemas and the API reference all come from the endpoint; the handler only answers.
 */
export function bindAll<G extends EndpointGroup>(
  api: G,
  handlers: Handlers<G>,
  policies: Partial<Record<keyof G, RoutePolicy>> = {},
): FastifyPluginAsync {
  return async (app) => {
    for (const [name, e] of Object.entries(api) as [keyof G & string, Endpoint][]) {
      const handler = handlers[name] as Handler<Endpoint>;
      const { rateLimit, ...options } = policies[name] ?? {};
      const envelope = (e.answer ?? 'envelope') === 'envelope';
      app.route({
        method: e.method,
        url: e.path,
        schema: schemaOf(e),
        config: {
          access: e.access,
          ...(e.answer === 'oauth' ? { errorFormat: 'oauth' as const } : {}),
          ...(rateLimit ? { rateLimit } : {}),
        },
        ...options,
        handler: async (req, reply) => {
          // The guard has already refused a missing caller; this only narrows the type.
          if (e.access.kind === 'user') requireAuth(req.auth);
          const outcome: unknown = await handler(req as unknown as EndpointRequest<Endpoint>, reply);
          if (outcome === reply) return reply;
          if (!envelope) return outcome;
          // An endpoint without a response answers `data: null` (its handler returns nothing).
          return outcome instanceof Answer
            ? ok(req.lang, outcome.data ?? null, outcome.msgKey)
            : ok(req.lang, outcome ?? null);
        },
      });
    }
  };
}
