import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import mime from 'mime';

/** A built file and the brotli and gzip copies the build wrote beside it (web/vite.config.ts). */
type Asset = { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer };

/** Each encoding the build writes a copy in, and that copy's suffix. */
const COPIES = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof COPIES;
const ENCODINGS = Object.keys(COPIES) as Encoding[];
const isCopy = (name: string) => Object.values(COPIES).some((suffix) => name.endsWith(suffix));
/** Only a file's own name (the build writes no folders under assets/): no path, no hidden file. */
const FILE_NAME = /^[\w-][\w.-]*$/;

const readOrNothing = (path: string) => readFile(path).catch(() => undefined);

async function readAsset(folder: string, name: string): Promise<Asset | undefined> {
  const raw = await readOrNothing(join(folder, name));
  if (!raw) return undefined;
  const [br, gzip] = await Promise.all([
    readOrNothing(join(folder, name + COPIES.br)),
    readOrNothing(join(folder, name + COPIES.gzip)),
  ]);
  const type = mime.getType(name) ?? 'application/octet-stream';
  return { type: /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type, raw, br, gzip };
}

/**
 * The console's hashed files (`/assets/*`), answered from memory. Streamed from disk per request
 * (fs reads of 64 KB on libuv's pool, each waiting for an event-loop turn), the 214 KB brotli copy of
 * the first screen's chunk took 200–400 ms to reach the browser while the same loop ran the
 * sign-in's queries; from memory it is one write (docs/performance.md). A file's name carries its
 * content's hash, so a copy never goes stale: each is read once, on its first request or by the
 * read-ahead at start, and a file a rebuild adds later is read when first asked for. The build's
 * assets are a few MB (raw, brotli and gzip).
 */
export async function registerConsoleAssets(app: FastifyInstance, root: string): Promise<void> {
  const folder = join(root, 'assets');
  const cache = new Map<string, Promise<Asset | undefined>>();
  const load = (name: string) => {
    let asset = cache.get(name);
    if (!asset) {
      asset = readAsset(folder, name);
      cache.set(name, asset);
      // Not there (yet): asked again next time, so a file a rebuild writes is found.
      void asset.then((found) => found || cache.delete(name));
    }
    return asset;
  };
  // Read ahead once the server is ready, off the start's path: the first sign-in page finds its files here.
  app.addHook('onReady', async () => {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) if (!isCopy(name)) void load(name);
  });

  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const asset = FILE_NAME.test(file) ? await load(file) : undefined;
    if (!asset) return reply.callNotFound();
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-type', asset.type)
      .header('vary', 'accept-encoding');
    const available = ENCODINGS.filter((encoding) => asset[encoding]);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', available) as Encoding | null;
    if (!encoding) return reply.send(asset.raw);
    return reply.header('content-encoding', encoding).send(asset[encoding]);
  });
}
