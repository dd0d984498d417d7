import type { LogEntry } from '@invest/contract/log';
import { postData } from '../../lib/http';

/** Every URL of the error log (product decision: the upload path the spec does not show). */
const UPLOAD = '/api/blade-log/error/upload';

/** Sends the captured entries (1..200); answers how many the server kept. */
export const uploadLogs = (entries: LogEntry[]) => postData<number>(UPLOAD, entries);
