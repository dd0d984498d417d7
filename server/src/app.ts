import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createCacheHub } from './caches.js';
import { openAccess } from './http/access.js';
import { registerErrorHandling, registerNotFound } from './http/error-handler.js';
import { registerGuard } from './http/guard.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthRepo } from './modules/auth/repo.js';
import { createAuthService } from './modules/auth/service.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { menuAdminRoutes } from './modules/menu/manage-routes.js';
import { createMenuAdmin } from './modules/menu/manage.js';
import { menuRoutes } from './modules/menu/routes.js';
import { roleRoutes } from './modules/role/routes.js';
import { createRoleRepo } from './modules/role/repo.js';
import { createRoleService } from './modules/role/service.js';
import { createMenuRepo } from './modules/menu/repo.js';
import { createMenuService } from './modules/menu/service.js';
import { noticeRoutes } from './modules/notice/routes.js';
import { createNoticeRepo } from './modules/notice/repo.js';
import { createNoticeService } from './modules/notice/service.js';
import { dictRoutes } from './modules/dict/routes.js';
import { createDictRepo } from './modules/dict/repo.js';
import { createDictService } from './modules/dict/service.js';
import { logRoutes } from './modules/log/routes.js';
import { paramRoutes } from './modules/param/routes.js';
import { createParamRepo } from './modules/param/repo.js';
import { createParamService } from './modules/param/service.js';
import { createLogRepo } from './modules/log/repo.js';
import { createLogService } from './modules/log/service.js';
import { resourceRoutes } from './modules/resource/routes.js';
import { createResourceRepo } from './modules/resource/repo.js';
import { createResourceService } from './modules/resource/service.js';
import { systemRoutes } from './modules/system/routes.js';
import { userRoutes } from './modules/user/routes.js';
import { createDiskStorage, storageRoot } from './storage/storage.js';
import { tenantRoutes } from './modules/tenant/routes.js';
import { createTenantRepo } from './modules/tenant/repo.js';
import { createTenantService } from './modules/tenant/service.js';
import { createUserRepo } from './modules/user/repo.js';
import { createUserService } from './modules/user/service.js';
import { VERSION } from './version.js';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

const DOCS_PREFIX = '/api/docs';

/** Builds the whole server: what `main.ts` listens with and what the tests construct. */
export async function buildApp({ config, database, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db, pubsub } = database;
  const caches = createCacheHub(pubsub);
  const users = createUserService(createUserRepo(db));
  const tenants = createTenantService(createTenantRepo(db));
  const menuRepo = createMenuRepo(db);
  const menus = createMenuService(menuRepo, caches);
  const auth = createAuthService({
    repo: createAuthRepo(db),
    users,
    tenants,
    tokens: createTokenSigner(config.jwtSecret),
    captchaMode: config.captchaMode,
  });
  const notices = createNoticeService(createNoticeRepo(db), pubsub, users);
  caches.register('client', auth.clearClientCache);
  await caches.start();
  await notices.start();
  app.addHook('onClose', async () => {
    await caches.stop();
    await notices.stop();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its component styles at run time (CSS-in-JS); see docs/security.md.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  // Spec §7: some POST bodies are form-serialised.
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  // Routes a plugin registers (the API docs) are open documentation, not data.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: openAccess };
  });
  registerGuard(app, { auth, menus });
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Investment Project Console API', version: VERSION },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic' },
          bearer: { type: 'apiKey', in: 'header', name: 'Blade-Auth' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  await app.register(
    systemRoutes({
      tenantMode: config.tenantMode,
      captchaMode: config.captchaMode,
      version: VERSION,
      database: database.kind,
    }),
  );
  await app.register(authRoutes({ auth, users, caches }));
  await app.register(tenantRoutes(tenants));
  await app.register(menuRoutes(menus));
  await app.register(menuAdminRoutes(createMenuAdmin(menuRepo, caches, menus)));
  await app.register(roleRoutes(createRoleService(createRoleRepo(db), menus, caches, menus)));
  await app.register(noticeRoutes(notices, auth.sessionActive));
  await app.register(userRoutes(users, auth));
  await app.register(paramRoutes(createParamService(createParamRepo(db), menus)));
  await app.register(dictRoutes(createDictService(createDictRepo(db), caches, menus)));
  await app.register(logRoutes(createLogService(createLogRepo(db))));
  await app.register(
    resourceRoutes(createResourceService(createResourceRepo(db), createDiskStorage(storageRoot(config.dataDir)))),
  );

  const consoleRoot = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (consoleRoot) await serveConsole(app, consoleRoot);
  registerNotFound(app, { consoleRoot });
  return app;
}

/** The built console: hashed assets cached for a year, index.html for every client-side route. */
async function serveConsole(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
