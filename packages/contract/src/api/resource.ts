import { z } from 'zod';
import { signedIn } from '../access.js';
import { ATTACH_LINK } from '../constants.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema } from '../envelope.js';
import { attachInfo } from '../resource.js';

/** Uploaded files: the upload (avatars, attachments) and reading one back by its link. */
export const resourceApi = endpoints('resource', {
  putFile: endpoint({
    method: 'POST',
    path: '/api/blade-resource/oss/endpoint/put-file',
    access: signedIn,
    summary: 'Upload one file (multipart field `file`); images only with `?kind=image`',
    query: z.object({ kind: z.enum(['image', 'any']).default('any') }),
    multipart: true,
    response: attachInfo,
  }),
  attach: endpoint({
    method: 'GET',
    path: `${ATTACH_LINK}/:id`,
    access: signedIn,
    summary: 'Read an uploaded file of your tenant',
    params: z.object({ id: idSchema }),
    answer: 'file',
  }),
});
