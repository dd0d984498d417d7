import { systemApi } from '@invest/contract/api/system';
import type { SocialProvider } from '@invest/contract/auth';
import { bindAll } from '../../http/bind.js';
import { formatDateTime } from '../../http/format.js';
import type { DatabaseKind } from '../../db/client.js';
import type { SystemRepo } from './repo.js';

/** When this process started, for the diagnostics screen's uptime. */
const STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000));

export const systemRoutes = (info: {
  tenantMode: boolean;
  captchaMode: boolean;
  version: string;
  database: DatabaseKind;
  socialProviders: SocialProvider[];
  /** Whether the database answers now (see db/outage.ts). */
  ready: () => Promise<boolean>;
  repo: SystemRepo;
}) =>
  bindAll(systemApi, {
    health: async () => ({ status: 'ok' as const, database: info.database, version: info.version }),
    ready: async (_req, reply) => {
      const up = await info.ready();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? ('ok' as const) : ('unavailable' as const), database: info.database });
    },
    publicConfig: async () => ({
      tenantMode: info.tenantMode,
      captchaMode: info.captchaMode,
      version: info.version,
      socialProviders: info.socialProviders,
    }),
    diagnostics: async () => ({
      version: info.version,
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      database: { kind: info.database, version: await info.repo.serverVersion() },
      startedAt: formatDateTime(STARTED_AT),
      uptimeSeconds: Math.floor(process.uptime()),
      serverTime: formatDateTime(new Date()),
    }),
    ping: async () => ({ pong: true as const }),
    // The document @fastify/swagger generates from the contract's schemas (app.ts registers it).
    apiDocument: async (req) =>
      req.server.swagger() as unknown as {
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, unknown>;
      },
  });
