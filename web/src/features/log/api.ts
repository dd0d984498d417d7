import { logApi } from '@invest/contract/api/log';
import type { LogEntry } from '@invest/contract/log';
import { call } from '../../lib/api';

/** Sends the captured entries (1..200); answers how many the server kept. */
export const uploadLogs = (entries: LogEntry[]) => call(logApi.upload, { body: entries });
