import { systemApi } from '@invest/contract/api/system';
import type { SocialProvider } from '@invest/contract/auth';
import { bindAll } from '../../http/bind.js';
import type { DatabaseKind } from '../../db/client.js';

export const systemRoutes = (info: {
  tenantMode: boolean;
  captchaMode: boolean;
  version: string;
  database: DatabaseKind;
  socialProviders: SocialProvider[];
  /** Whether the database answers now (see db/outage.ts). */
  ready: () => Promise<boolean>;
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
  });
