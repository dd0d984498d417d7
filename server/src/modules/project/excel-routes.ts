import { buffer } from 'node:stream/consumers';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { projectExcelApi } from '@invest/contract/api/project';
import { bindAll } from '../../http/bind.js';
import { formatDateTime } from '../../http/format.js';
import { translate } from '../../http/messages.js';
import { receiveFile } from '../../http/upload.js';
import { SHEET_TEXT, XLSX_MIME } from './excel-sheet.js';
import type { ProjectExcel } from './excel.js';

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
  (excel: ProjectExcel): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onClose', () => excel.close());
    await app.register(
      bindAll(projectExcelApi, {
        export: async (req, reply) => {
          const data = await excel.exportList(req.auth, req.query, req.lang);
          const day = formatDateTime(new Date()).slice(0, 10).replaceAll('-', '');
          return sendWorkbook(reply, `${SHEET_TEXT.exportFile[req.lang]}-${day}.xlsx`, data);
        },
        template: async (req, reply) =>
          sendWorkbook(reply, `${SHEET_TEXT.templateFile[req.lang]}.xlsx`, await excel.template(req.auth, req.lang)),
        import: async (req, reply) => {
          const file = await receiveFile(req);
          // Over MAX_UPLOAD_BYTES this rejects with 413, a broken multipart body with 400.
          const data = await buffer(file.stream);
          const outcome = await excel.importFile(req.auth, data, req.lang);
          if ('count' in outcome) return outcome;
          const msg = translate('importRejected', req.lang, { count: outcome.errors.length });
          return reply.code(400).send({ code: 400, success: false, data: outcome, msg });
        },
      }),
    );
  };
