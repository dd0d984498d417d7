import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@invest/contract/constants';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { openAccess } from '@invest/contract/access';
import { consoleScriptHashes, registerResponseHeaders } from './http/security-headers.js';
import { registerConsoleAssets } from './http/console-assets.js';
import { registerEdgeValidation } from './http/edge-validation.js';
import { registerErrorHandling, registerNotFound } from './http/error-handler.js';
import { registerGuard } from './http/guard.js';
import { serializerCompiler } from './http/serialize.js';
import { isDatabaseUnavailable } from './http/database-unavailable.js';
import { createOutageMonitor } from './db/outage.js';
import { startJobQueue } from './db/jobs.js';
import { startFlowTimers } from './modules/flow/timers.js';
import { authRoutes } from './modules/auth/routes.js';
import { menuAdminRoutes } from './modules/menu/manage-routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { roleRoutes } from './modules/role/routes.js';
import { reminderRoutes } from './modules/reminder/routes.js';
import { noticeRoutes } from './modules/notice/routes.js';
import { dictRoutes } from './modules/dict/routes.js';
import { fundRoutes } from './modules/fund/routes.js';
import { logRoutes } from './modules/log/routes.js';
import { projectRoutes } from './modules/project/routes.js';
import { projectExcelRoutes } from './modules/project/excel-routes.js';
import { approvalRoutes } from './modules/approval/routes.js';
import { meetingRoutes } from './modules/meeting/routes.js';
import { fileRoutes } from './modules/file/routes.js';
import { flowRoutes } from './modules/flow/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { paramRoutes } from './modules/param/routes.js';
import { resourceRoutes } from './modules/resource/routes.js';
import { createSystemRepo } from './modules/system/repo.js';
import { systemRoutes } from './modules/system/routes.js';
import { userAdminRoutes } from './modules/user/admin-routes.js';
import { userRoutes } from './modules/user/routes.js';
import { tenantRoutes } from './modules/tenant/routes.js';
import { createServices } from './services.js';
import { createOutboxSender, type SmsSender } from './sms/sender.js';
import { VERSION } from './version.js';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the embedded SMS outbox (a real gateway, or a test's own). */
  sms?: SmsSender;
  /**
   * Run the periodic jobs (meeting reminders) and the job queue's workers (workflow timers), and
   * warm what the first requests would wait for (menu search keys); the production entry turns
   * this on, tests call jobs directly or turn it on.
   */
  jobs?: boolean;
  /** How often an idle queue worker looks for due jobs (seconds, at least 0.5). */
  jobPollSeconds?: number;
};

/** The readiness check's wait for the database: well inside a load balancer's usual check timeout. */
const READY_TIMEOUT_MS = 2000;

/** How often due meeting reminders are looked for. */
const REMINDER_SWEEP_MS = 5 * 60_000;

const DOCS_PREFIX = '/api/docs';

/** Builds the whole server: what `main.ts` listens with and what the tests construct. */
export async function buildApp({
  config,
  database,
  logger = false,
  sms,
  jobs = false,
  jobPollSeconds = 2,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Slow clients (docs/decisions.md, "Timeouts"): a socket silent this long is closed; headers and
    // the whole request (body included) must arrive within their limits, else 408.
    connectionTimeout: 30_000,
    requestTimeout: config.httpRequestTimeoutMs,
    http: { headersTimeout: config.httpHeadersTimeoutMs, connectionsCheckingInterval: 1000 },
    // While shutting down, requests on kept-alive connections answer 503 with Connection: close.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database, {
    sms: sms ?? createOutboxSender(config.dataDir, () => app.log),
    log: (err) => app.log.warn({ err }, 'third-party sign-in failed'),
  });
  const { caches, auth, menus, reminders } = services;
  const outage = createOutageMonitor({ ping: () => database.ping(READY_TIMEOUT_MS), log: app.log });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnavailable(error)) outage.failed(error);
  });
  await caches.start();
  await reminders.start();
  // The first menu after sign-in would otherwise wait for pinyin-pro's dictionary to load.
  if (jobs) void menus.warm().catch((err: unknown) => app.log.warn({ err }, 'menu warm-up failed'));
  const sweeper = jobs
    ? setInterval(
        () =>
          void services.meetings
            .remindUpcoming()
            .catch((err: unknown) => app.log.error({ err }, 'meeting reminders failed')),
        REMINDER_SWEEP_MS,
      )
    : undefined;
  // Timers are jobs in the database (pg-boss): sent after each step, worked by every process.
  const queue = jobs
    ? await startJobQueue(database, { pollingIntervalSeconds: jobPollSeconds, log: app.log })
    : undefined;
  const stopTimerSweep = queue ? await startFlowTimers(services.flow, queue, app.log) : undefined;
  app.addHook('onClose', async () => {
    stopTimerSweep?.();
    // A timer being fired finishes its transaction (or gives its job back) before the database closes.
    await queue?.stop(5000);
    clearInterval(sweeper);
    outage.stop();
    await caches.stop();
    await reminders.stop();
  });

  const consoleRoot = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  registerResponseHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The console's two inline boot scripts, by their hash (docs/security.md); nothing else inline.
        scriptSrc: ["'self'", ...consoleScriptHashes(consoleRoot)],
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
  // Answers up to 64 KB (the session's, the home figures' and a page of a list; the menu's is
  // 11 KB) are compressed in one call. Streamed through libuv's threadpool instead (the plugin's
  // default above 8 KB on two cores), the menu's answer waited for event-loop turns that the
  // embedded database's queries held: 35–50 ms after its handler, the last of the session's answers.
  await app.register(compress, { threshold: 1024, syncThreshold: 64 * 1024 });
  // Strict UTF-8 JSON and form parsers, and the URL and header check (before the guard reads any of it).
  registerEdgeValidation(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
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
      socialProviders: auth.socialProviders(),
      ready: outage.ready,
      repo: createSystemRepo(database.db),
    }),
  );
  await app.register(authRoutes({ auth, users: services.users, caches }));
  await app.register(tenantRoutes(services.tenants, services.tenantAdmin));
  await app.register(menuRoutes(menus));
  await app.register(menuAdminRoutes(services.menuAdmin));
  await app.register(roleRoutes(services.roles));
  await app.register(reminderRoutes(reminders, auth.sessionActive));
  await app.register(noticeRoutes(services.notices));
  await app.register(userRoutes(services.users, auth));
  await app.register(userAdminRoutes(services.userAdmin));
  await app.register(paramRoutes(services.params));
  await app.register(dictRoutes(services.dicts));
  await app.register(logRoutes(services.logs));
  await app.register(resourceRoutes(services.resources));
  await app.register(fundRoutes(services.funds));
  await app.register(projectRoutes(services.projects));
  await app.register(projectExcelRoutes(services.projectExcel));
  await app.register(approvalRoutes(services.approvals));
  await app.register(meetingRoutes(services.meetings));
  await app.register(fileRoutes(services.files));
  await app.register(dashboardRoutes(services.dashboard));
  await app.register(flowRoutes(services.flow, services.leave, services.flowLinks));

  if (consoleRoot) await serveConsole(app, consoleRoot);
  registerNotFound(app, { consoleRoot });
  return app;
}

/** The built console: hashed assets cached for a year, index.html for every client-side route. */
async function serveConsole(app: FastifyInstance, root: string): Promise<void> {
  await registerConsoleAssets(app, root);
  // The other files (the favicon, index.html): not hashed, so asked again each time.
  await app.register(fastifyStatic, {
    root,
    index: false,
    // The build writes .br and .gz copies (web/vite.config.ts); sent as they are, never compressed again.
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
