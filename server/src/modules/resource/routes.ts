import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema } from '@invest/contract/envelope';
import { attachInfo } from '@invest/contract/resource';
import { signedIn } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import { receiveFile } from '../../http/upload.js';
import { sendAttachment } from './send.js';
import { ATTACH_LINK, type ResourceService } from './service.js';

export const resourceRoutes =
  (resources: ResourceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/blade-resource/oss/endpoint/put-file',
      {
        config: { access: signedIn },
        schema: {
          tags: ['resource'],
          summary: 'Upload one file (multipart field `file`); images only with `?kind=image`',
          querystring: z.object({ kind: z.enum(['image', 'any']).default('any') }),
          response: { 200: envelopeOf(attachInfo) },
        },
      },
      async (req) => {
        const info = await resources.upload(
          requireAuth(req.auth),
          await receiveFile(req),
          req.query.kind === 'image' ? (ext) => /^(png|jpe?g|gif|webp)$/.test(ext) : undefined,
        );
        return ok(req.lang, info);
      },
    );

    app.get(
      `${ATTACH_LINK}/:id`,
      {
        config: { access: signedIn },
        schema: {
          tags: ['resource'],
          summary: 'Read an uploaded file of your tenant',
          params: z.object({ id: idSchema }),
        },
      },
      async (req, reply) => {
        const { row, stream } = await resources.open(requireAuth(req.auth), req.params.id);
        return sendAttachment(reply, row, stream);
      },
    );
  };
