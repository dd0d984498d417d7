import dayjs from 'dayjs';
import type { LogEntry } from '@invest/contract/log';
import { useLogs } from '../../stores/logs';

/**
 * Where a captured error came from: a window error, an unhandled promise rejection, a React
 * render error. Every entry's type is `error` (spec §8); the source leads its `info`.
 */
export type ErrorSource = 'window' | 'promise' | 'render';

/** Spec §8: uncaught UI errors are logged with type `error`. */
export const LOG_TYPE = 'error';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A log entry within the server's limits (packages/contract/log.ts), stamped now. */
export function makeEntry(source: ErrorSource, error: unknown, detail = '', url = location.href): LogEntry {
  const err = error instanceof Error ? error : undefined;
  const message = err ? `${err.name}: ${err.message}` : typeof error === 'string' ? error : safeJson(error);
  const info = detail ? `${source}: ${detail}` : source;
  return {
    type: LOG_TYPE,
    url: clip(url, 2000),
    message: clip(message || 'Unknown error', 2000),
    stack: clip(err?.stack ?? '', 20000),
    info: clip(info, 2000),
    time: dayjs().format('YYYY-MM-DD HH:mm:ss'),
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Errors that are not bugs of the console: failed calls (lib/http already told the user and the
 * server logs them), cancelled calls, and the browser's harmless ResizeObserver notice.
 */
export function isNoise(error: unknown, message = ''): boolean {
  const name = error instanceof Error ? error.name : '';
  if (name === 'HttpError' || name === 'AbortError' || name === 'CanceledError') return true;
  return /ResizeObserver loop/.test(message || (error instanceof Error ? error.message : ''));
}

export function logError(source: ErrorSource, error: unknown, detail = ''): void {
  try {
    useLogs.getState().addLog(makeEntry(source, error, detail));
  } catch {
    // Logging must never raise an error of its own.
  }
}

let installed = false;

/** Window errors and unhandled rejections go to the error log (React's go through PageErrorBoundary). */
export function installErrorCapture(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    // Resource load failures (an <img> 404) reach the window as plain events without a message.
    if (!(event instanceof ErrorEvent) || !event.message) return;
    if (isNoise(event.error, event.message)) return;
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    logError('window', event.error ?? event.message, where);
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isNoise(event.reason)) return;
    logError('promise', event.reason);
  });
}
