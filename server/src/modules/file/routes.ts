import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, idsQuery } from '@invest/contract/envelope';
import { fileUploadQuery, projectFileRecord, projectIdQuery } from '@invest/contract/project-extra';
import { needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import { receiveFile } from '../../http/upload.js';
import { sendAttachment } from '../resource/send.js';
import type { FileService } from './service.js';

const F = '/api/project/file';
const tags = ['file'];
const READ = needsAnyOf('project_list', 'project_pool', 'project_key_list');

export const fileRoutes =
  (files: FileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${F}/list`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: "A project's files, newest first",
          querystring: projectIdQuery,
          response: { 200: envelopeOf(z.array(projectFileRecord)) },
        },
      },
      async (req) => ok(req.lang, await files.list(requireAuth(req.auth), req.query.projectId)),
    );
    app.post(
      `${F}/upload`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Upload a file to a project (multipart `file`; the team and administrators)',
          querystring: fileUploadQuery,
          response: { 200: envelopeOf(projectFileRecord) },
        },
      },
      async (req) => {
        const file = await receiveFile(req);
        const record = await files.upload(requireAuth(req.auth), req.query.projectId, req.query.category, file);
        return ok(req.lang, record);
      },
    );
    app.get(
      `${F}/download`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'The bytes of a project file (readers of the project only)',
          querystring: z.object({ id: idSchema }),
        },
      },
      async (req, reply) => {
        const { row, stream } = await files.open(requireAuth(req.auth), req.query.id);
        return sendAttachment(reply, row, stream);
      },
    );
    app.post(
      `${F}/remove`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Delete project files (the team and administrators)',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await files.remove(requireAuth(req.auth), req.query.ids)),
    );
  };
