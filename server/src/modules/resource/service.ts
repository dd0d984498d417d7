import type { Readable } from 'node:stream';
import { ATTACH_LINK } from '@invest/contract/constants';
import { UPLOAD_TYPES, type AttachInfo } from '@invest/contract/resource';
import { nextId } from '../../db/ids.js';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, notFound, tooLarge } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import type { AttachRow, ResourceRepo } from './repo.js';

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';

export function toAttachInfo(row: AttachRow): AttachInfo {
  return {
    id: row.id,
    link: `${ATTACH_LINK}/${row.id}`,
    name: `${row.id}.${row.extension}`,
    originalName: row.originalName,
    size: row.size,
    mime: row.mime,
  };
}

/** Uploaded files: checked by type, stored by the storage module, readable within the tenant. */
export function createResourceService(repo: ResourceRepo, storage: FileStorage) {
  return {
    async upload(
      auth: AuthUser,
      file: { filename: string; stream: Readable; truncated: () => boolean },
      accept?: (ext: string) => boolean,
    ): Promise<AttachInfo> {
      const ext = extensionOf(file.filename);
      const mime = UPLOAD_TYPES[ext];
      if (!mime || (accept && !accept(ext))) {
        file.stream.resume();
        throw invalid('fileTypeNotAllowed', { ext: ext || '?' });
      }
      const id = nextId();
      const key = `${auth.tenantId}/${new Date().toISOString().slice(0, 7)}/${id}.${ext}`;
      const size = await storage.put(key, file.stream);
      if (file.truncated()) {
        await storage.remove(key);
        throw tooLarge();
      }
      // A file no row points to is never served nor removed: take it back if the row is not written.
      const row = await repo
        .insert({
          id,
          tenantId: auth.tenantId,
          originalName: file.filename.slice(-255),
          extension: ext,
          mime,
          size,
          storageKey: key,
          createUser: auth.userId,
        })
        .catch(async (err: unknown) => {
          await storage.remove(key);
          throw err;
        });
      return toAttachInfo(row);
    },

    async info(auth: AuthUser, id: string): Promise<AttachInfo | undefined> {
      const row = await repo.find(auth.tenantId, id);
      return row && toAttachInfo(row);
    },

    async open(auth: AuthUser, id: string): Promise<{ row: AttachRow; stream: Readable }> {
      const row = await repo.find(auth.tenantId, id);
      if (!row) throw notFound();
      return { row, stream: storage.open(row.storageKey) };
    },
  };
}
export type ResourceService = ReturnType<typeof createResourceService>;
