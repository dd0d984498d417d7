import type { ImportRowError } from '@invest/contract/project-excel';
import { HttpError } from '../../lib/httpError';

/**
 * The file name of a Content-Disposition header: the UTF-8 form (`filename*=UTF-8''…`, RFC 6266)
 * first, so Chinese names survive, else the plain `filename="…"`.
 */
export function fileNameOf(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || undefined;
}

/** Why a call failed: the server's sentence and, for a refused import, every row's problems. */
export type Failure = { message: string; errors: ImportRowError[] };

export function failureOf(err: unknown): Failure {
  if (!(err instanceof HttpError)) return { message: err instanceof Error ? err.message : String(err), errors: [] };
  const data = (err.body as { data?: { errors?: unknown } } | undefined)?.data;
  const errors = Array.isArray(data?.errors) ? (data.errors as ImportRowError[]) : [];
  return { message: err.message, errors };
}
