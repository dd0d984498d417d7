import { resourceApi } from '@invest/contract/api/resource';
import { bindAll } from '../../http/bind.js';
import { receiveFile } from '../../http/upload.js';
import { sendAttachment } from './send.js';
import type { ResourceService } from './service.js';

const isImage = (ext: string) => /^(png|jpe?g|gif|webp)$/.test(ext);

export const resourceRoutes = (resources: ResourceService) =>
  bindAll(resourceApi, {
    putFile: async (req) =>
      resources.upload(req.auth, await receiveFile(req), req.query.kind === 'image' ? isImage : undefined),
    attach: async (req, reply) => {
      const { row, stream } = await resources.open(req.auth, req.params.id);
      return sendAttachment(reply, row, stream);
    },
  });
