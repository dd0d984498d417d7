import { finished, PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { assertCleanText } from './edge-validation.js';
import { AppError, invalid, tooLarge } from '../errors.js';

/** One uploaded file as the services take it: its name and its bytes, still arriving. */
export type Upload = {
  filename: string;
  stream: Readable;
  /** Whether the file was cut at MAX_UPLOAD_BYTES (the stream then fails with 413 too). */
  truncated: () => boolean;
};

/**
 * The multipart parser's own failures (no boundary, a wrong one, a body that ends early, a
 * malformed part header) are plain errors without a status: they are the client's, so 400.
 * Errors that carry a status (the plugin's limits: 413) keep it.
 */
function asUploadError(err: unknown): unknown {
  if (err instanceof AppError || typeof (err as { statusCode?: unknown })?.statusCode === 'number') return err;
  return invalid('uploadMalformed');
}

/**
 * The bytes of the part, as a stream that fails with a client error (400 for a broken body, 413
 * past the size limit) instead of ending quietly, so whoever stores it removes what it wrote.
 */
function guarded(file: Readable): Readable {
  const out = new PassThrough();
  // `finished`, not an 'error' listener: a small body is parsed whole before the route gets the part,
  // so the part may already have failed, and only `finished` reports a failure that came before it.
  finished(file, (err) => {
    if (err) out.destroy(asUploadError(err) as Error);
  });
  file.on('limit', () => out.destroy(tooLarge()));
  // A refused file is still read to its end, so the request body is consumed and the parser ends.
  out.on('close', () => file.resume());
  // A route may refuse the request before reading the file at all: its failure then has no reader.
  out.on('error', () => {});
  file.pipe(out);
  return out;
}

/** An uploaded file's name is clean, valid text (every upload route checks it here). */
export function assertCleanFileName(filename: string): void {
  assertCleanText('filename', filename);
  // The parser decodes a name that is not UTF-8 to U+FFFD rather than failing: refuse it here.
  if (filename.includes('\uFFFD')) throw invalid('invalidEncoding');
}

/**
 * The one file of a multipart request (field `file`), checked at the edge like any other input:
 * a malformed body is 400, never 500, and the file name must be clean, valid text.
 */
export async function receiveFile(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw invalid('fileRequired');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch (err) {
    throw asUploadError(err);
  }
  if (!part) throw invalid('fileRequired');
  const { file, filename } = part;
  try {
    assertCleanFileName(filename);
  } catch (err) {
    file.resume();
    throw err;
  }
  return { filename, stream: guarded(file), truncated: () => file.truncated };
}
