import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded bytes live. One interface, so an object store can replace the disk later. */
export interface FileStorage {
  /**
   * Stores the stream under `key`; resolves with the number of bytes written. A stream that fails
   * leaves nothing under `key` and nothing beside it: the bytes go to a temporary name first.
   */
  put(key: string, data: Readable): Promise<number>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._/-]{0,250}$/;

export function createDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys are made by the server, but a key must never climb out of the storage folder.
    if (!KEY.test(key) || key.includes('..') || !path.startsWith(base + sep))
      throw new Error(`bad storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Same folder, so the rename is atomic: a reader never sees half a file under `key`.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
        const { size } = await stat(partial);
        await rename(partial, path);
        return size;
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    open: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

export const storageRoot = (dataDir: string) => join(dataDir, 'files');
