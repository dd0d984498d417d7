import { z } from 'zod';
import { needs, signedIn } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { errorLogQuery, errorLogRecord, logUpload } from '../log.js';
import { pageOf } from '../paging.js';

const P = '/api/blade-log/error';

/** The console's captured errors: every console uploads them, the error log screen reads them. */
export const logApi = endpoints('log', {
  upload: endpoint({
    method: 'POST',
    path: `${P}/upload`,
    access: signedIn,
    summary: "Upload the console's captured errors",
    body: logUpload,
    response: z.number(),
  }),
  page: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: needs('error_log'),
    summary: 'Uploaded client errors of the tenant, newest first, with filters',
    query: errorLogQuery,
    response: pageOf(errorLogRecord),
  }),
});
