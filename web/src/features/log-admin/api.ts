import type { ErrorLogRecord } from '@invest/contract/log';
import type { Page } from '@invest/contract/paging';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData } from '../../lib/http';

/** Every URL of the client error log screen (docs/api.md). */
const LIST = '/api/blade-log/error/list';

export const clientLogKeys = { all: ['client-log'] as const, list: ['client-log', 'list'] as const };

export type ClientLogFilters = {
  account?: string;
  message?: string;
  url?: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  createTimeFrom?: string;
  createTimeTo?: string;
};

export const fetchClientLogPage = (params: PageParams & ClientLogFilters) =>
  getData<Page<ErrorLogRecord>>(LIST, { params });
