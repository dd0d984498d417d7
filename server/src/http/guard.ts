import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../modules/auth/service.js';
import type { MenuService } from '../modules/menu/service.js';
import type { Access } from './access.js';
import { forbidden } from '../errors.js';
import { langOf } from './messages.js';

export type DeclaredRoute = {
  method: string;
  url: string;
  access: Access;
  /** Whether the route validates a body, and the query fields it knows (for the bad-input sweep). */
  body: boolean;
  query: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the access it declares (for the route-table test and audits). */
    routeAccess: DeclaredRoute[];
  }
}

/**
 * Enforces each route's declared access: the Basic client header on every API call, the
 * Blade-Auth bearer token on every non-public one, and the permission code where one is named.
 */
export function registerGuard(app: FastifyInstance, deps: { auth: AuthService; menus: MenuService }): void {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('auth', undefined);
  app.decorateRequest('oauthClient', undefined);

  const table: DeclaredRoute[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    const schema = route.schema as { body?: unknown; querystring?: { shape?: Record<string, unknown> } } | undefined;
    const query = Object.keys(schema?.querystring?.shape ?? {});
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, access, body: Boolean(schema?.body), query });
  });

  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'open') return;
    request.oauthClient = await deps.auth.verifyClient(request.headers.authorization);
    if (access.kind === 'public') return;
    const header = request.headers['blade-auth'];
    request.auth = await deps.auth.authenticate(Array.isArray(header) ? header[0] : header);
    if (request.auth.passwordChangeRequired && !access.duringPasswordChange) {
      throw forbidden('passwordChangeRequired');
    }
    if (access.permission && !(await deps.menus.hasAnyPermission(request.auth, [access.permission].flat()))) {
      throw forbidden();
    }
  });
}
