import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AttachRow } from './repo.js';

const INLINE = /^(image\/|application\/pdf$|text\/plain$)/;

/** Streams an uploaded file: images, PDFs and text open in the browser (previews), others download. */
export function sendAttachment(reply: FastifyReply, row: AttachRow, stream: Readable, name = row.originalName) {
  const disposition = INLINE.test(row.mime) ? 'inline' : 'attachment';
  return reply
    .header('content-type', row.mime)
    .header('content-length', row.size)
    .header('cache-control', 'private, max-age=86400')
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(stream);
}
