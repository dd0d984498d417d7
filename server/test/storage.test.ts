import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/storage/storage.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'invest-storage-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/** Some bytes, then a failure: an upload whose body breaks off. */
function breaksOff(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error('the client went away'));
    },
  });
}

describe('disk storage', () => {
  it('stores a stream whole under its key', async () => {
    const storage = createDiskStorage(root);
    expect(await storage.put('t/2026-11/1.txt', Readable.from([Buffer.from('hello')]))).toBe(5);
    expect(filesUnder(root)).toEqual(['1.txt']);
  });

  it('leaves nothing on disk, under the key or beside it, when the stream fails', async () => {
    const storage = createDiskStorage(root);
    await expect(storage.put('t/2026-11/2.pdf', breaksOff())).rejects.toThrow('the client went away');
    expect(filesUnder(root)).toEqual([]);
  });
});
