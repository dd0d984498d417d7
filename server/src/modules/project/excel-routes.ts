import { buffer } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@invest/contract/envelope';
import { projectQuery } from '@invest/contract/project';
import { importReport, importResult } from '@invest/contract/project-excel';
import { needs } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import { formatDateTime } from '../../http/format.js';
import { translate } from '../../http/messages.js';
import { receiveFile } from '../../http/upload.js';
import { SHEET_TEXT, XLSX_MIME } from './excel-sheet.js';
import type { ProjectExcel } from './excel.js';

const P = '/api/project/project';
const tags = ['project'];

/** A workbook download; the name travels UTF-8 encoded (RFC 6266) so Chinese names survive. */
function sendWorkbook(reply: FastifyReply, name: string, data: Buffer) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-length', data.length)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(data);
}

export const projectExcelRoutes =
  (excel: ProjectExcel): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', () => excel.close());

    app.get(
      `${P}/export`,
      {
        config: { access: needs('project_export') },
        schema: {
          tags,
          summary: 'The filtered, sorted list as an .xlsx file (the filters and sort of `page`; paging ignored)',
          querystring: projectQuery,
        },
      },
      async (req, reply) => {
        const data = await excel.exportList(requireAuth(req.auth), req.query, req.lang);
        const day = formatDateTime(new Date()).slice(0, 10).replaceAll('-', '');
        return sendWorkbook(reply, `${SHEET_TEXT.exportFile[req.lang]}-${day}.xlsx`, data);
      },
    );

    app.get(
      `${P}/import-template`,
      {
        config: { access: needs('project_import') },
        schema: { tags, summary: 'The import template: headings, an example row, and the allowed values' },
      },
      async (req, reply) => {
        const data = await excel.template(requireAuth(req.auth), req.lang);
        return sendWorkbook(reply, `${SHEET_TEXT.templateFile[req.lang]}.xlsx`, data);
      },
    );

    app.post(
      `${P}/import`,
      {
        config: { access: needs('project_import') },
        schema: {
          tags,
          summary: 'Import projects from an .xlsx file (multipart `file`): all rows, or none and every problem (400)',
          response: { 200: envelopeOf(importResult), 400: envelopeOf(importReport.nullable()) },
        },
      },
      async (req, reply) => {
        const file = await receiveFile(req);
        // Over MAX_UPLOAD_BYTES this rejects with 413, a broken multipart body with 400.
        const data = await buffer(file.stream);
        const outcome = await excel.importFile(requireAuth(req.auth), data, req.lang);
        if ('count' in outcome) return ok(req.lang, outcome);
        const msg = translate('importRejected', req.lang, { count: outcome.errors.length });
        return reply.code(400).send({ code: 400, success: false, data: outcome, msg });
      },
    );
  };
