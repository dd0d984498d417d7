import type { Access } from '@invest/contract/access';

export type { Access } from '@invest/contract/access';

/** Routes whose errors are answered in OAuth form ({error_code, error_description}). */
export type ErrorFormat = 'envelope' | 'oauth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: the endpoint's contract (http/bind.ts sets it from there). */
    access?: Access;
    errorFormat?: ErrorFormat;
  }
}
