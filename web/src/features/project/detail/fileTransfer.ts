import { HttpError } from '../../../lib/httpError';

/**
 * The percent shown while a file uploads. The last bytes leaving the browser are not the file
 * being stored: the bar stops at 99 until the server has answered, and only then shows 100.
 */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** How a file can be shown in the preview (the download answers inline for these). */
export type PreviewKind = 'image' | 'pdf' | 'text' | null;

export function previewKindOf(mime: string): PreviewKind {
  if (/^image\/(png|jpe?g|gif|webp|bmp|svg\+xml)$/.test(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('text/')) return 'text';
  return null;
}

/** "1.2 MB": a file size for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A blob's text as UTF-8 (FileReader: also where Blob.text is missing). */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob, 'utf-8');
  });
}

/**
 * A refused download answers a JSON envelope, which a blob request receives as bytes: read its
 * message so the user sees the server's reason rather than "unknown error".
 */
export async function decodeErrorBlob(err: unknown): Promise<unknown> {
  if (!(err instanceof HttpError) || !(err.body instanceof Blob)) return err;
  try {
    const body = JSON.parse(await readBlobText(err.body)) as { msg?: unknown };
    if (typeof body.msg === 'string' && body.msg) return new HttpError(body.msg, err.code, err.kind, err.status, body);
  } catch {
    // Not JSON: keep the original error.
  }
  return err;
}

/** Hands bytes to the browser as a download with the file's own name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
