import { logApi } from '@invest/contract/api/log';
import { bindAll } from '../../http/bind.js';
import type { LogService } from './service.js';

export const logRoutes = (logs: LogService) =>
  bindAll(
    logApi,
    {
      upload: async (req) =>
        logs.upload(req.auth, req.body, { userAgent: req.headers['user-agent'] ?? '', ip: req.ip }),
      page: async (req) => logs.page(req.auth, req.query),
    },
    // Up to MAX_LOG_ENTRIES entries with their stacks.
    { upload: { bodyLimit: 4 * 1024 * 1024 } },
  );
