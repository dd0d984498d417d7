import { fileApi } from '@invest/contract/api/file';
import { bindAll } from '../../http/bind.js';
import { receiveFile } from '../../http/upload.js';
import { sendAttachment } from '../resource/send.js';
import type { FileService } from './service.js';

export const fileRoutes = (files: FileService) =>
  bindAll(fileApi, {
    list: async (req) => files.list(req.auth, req.query.projectId),
    upload: async (req) => files.upload(req.auth, req.query.projectId, req.query.category, await receiveFile(req)),
    download: async (req, reply) => {
      const { row, stream } = await files.open(req.auth, req.query.id);
      return sendAttachment(reply, row, stream);
    },
    remove: async (req) => files.remove(req.auth, req.query.ids),
  });
