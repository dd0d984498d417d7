import { logApi } from '@invest/contract/api/log';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

export const clientLogKeys = { all: ['client-log'] as const, list: ['client-log', 'list'] as const };

export type ClientLogFilters = {
  account?: string;
  message?: string;
  url?: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  createTimeFrom?: string;
  createTimeTo?: string;
};

export const fetchClientLogPage = (query: PageParams & ClientLogFilters) => call(logApi.page, { query });
