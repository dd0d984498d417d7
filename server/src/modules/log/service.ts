import type { ErrorLogRecord, LogEntry } from '@invest/contract/log';
import type { Page } from '@invest/contract/paging';
import type { AuthUser } from '../../http/auth-context.js';
import { formatDateTime, parseDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import type { ErrorLogRow, LogRepo } from './repo.js';

const toRecord = (row: ErrorLogRow): ErrorLogRecord => ({
  id: row.id,
  type: row.type,
  url: row.url,
  message: row.message,
  stack: row.stack,
  info: row.info,
  time: row.time,
  account: row.account,
  userAgent: row.userAgent,
  ip: row.ip,
  createTime: formatDateTime(row.createTime),
});

export function createLogService(repo: LogRepo) {
  return {
    /** Stores the entries a console uploads from its error-log dialog. */
    async upload(auth: AuthUser, entries: LogEntry[], meta: { userAgent: string; ip: string }): Promise<number> {
      await repo.insertMany(
        entries.map((e) => ({
          ...e,
          tenantId: auth.tenantId,
          userId: auth.userId,
          account: auth.account,
          userAgent: meta.userAgent.slice(0, 500),
          ip: meta.ip,
        })),
      );
      return entries.length;
    },

    async page(
      auth: AuthUser,
      q: {
        current: number;
        size: number;
        ascs?: string;
        descs?: string;
        account?: string;
        message?: string;
        url?: string;
        createTimeFrom?: string;
        createTimeTo?: string;
      },
    ): Promise<Page<ErrorLogRecord>> {
      const sort = sortOf(q);
      const filter = {
        account: q.account?.trim(),
        message: q.message?.trim(),
        url: q.url?.trim(),
        from: parseDateTime(q.createTimeFrom, 'createTimeFrom'),
        to: parseDateTime(q.createTimeTo, 'createTimeTo', true),
      };
      const { rows, total } = await repo.page(auth.tenantId, filter, sort, q.size, offsetOf(q));
      return pageOf(rows.map(toRecord), total, q);
    },
  };
}
export type LogService = ReturnType<typeof createLogService>;
