import type { ErrorLogRecord, LogEntry } from '@invest/contract/log';
import type { Page } from '@invest/contract/paging';
import type { AuthUser } from '../../http/auth-context.js';
import { badRequest } from '../../http/errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, orderByOf, pageOf } from '../../http/paging.js';
import { ERROR_LOG_DEFAULT_ORDER, ERROR_LOG_SORT, type ErrorLogRow, type LogRepo } from './repo.js';

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

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, read in the server's time zone. */
function parseTime(value: string | undefined, field: string, endOfDay = false): Date | undefined {
  if (!value) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) throw badRequest('invalidField', { field });
  const [, y, mo, d, h, mi, s] = m;
  const date = m[4]
    ? new Date(+y!, +mo! - 1, +d!, +h!, +mi!, +s!)
    : new Date(+y!, +mo! - 1, +d!, endOfDay ? 23 : 0, endOfDay ? 59 : 0, endOfDay ? 59 : 0);
  if (Number.isNaN(date.getTime())) throw badRequest('invalidField', { field });
  return date;
}

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
      const orderBy = orderByOf(q, ERROR_LOG_SORT, ERROR_LOG_DEFAULT_ORDER);
      const filter = {
        account: q.account?.trim(),
        message: q.message?.trim(),
        url: q.url?.trim(),
        from: parseTime(q.createTimeFrom, 'createTimeFrom'),
        to: parseTime(q.createTimeTo, 'createTimeTo', true),
      };
      const { rows, total } = await repo.page(auth.tenantId, filter, orderBy, q.size, offsetOf(q));
      return pageOf(rows.map(toRecord), total, q);
    },
  };
}
export type LogService = ReturnType<typeof createLogService>;
