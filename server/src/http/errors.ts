import type { MessageKey, MessageParam } from './messages.js';

/** A failure the caller should see: an HTTP status, a business code and a translatable message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, MessageParam> = {},
    readonly code: number = status,
    /** Extra fields for the answer body (e.g. the oauth_id a registration needs). */
    readonly extra: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  /** The input field the failure is about, so a form can show it there (the envelope's `field`). */
  field?: string;

  at(field: string): this {
    this.field = field;
    return this;
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, MessageParam>) => new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'tokenInvalid') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const conflict = (key: MessageKey, params?: Record<string, MessageParam>) => new AppError(409, key, params);
export const tooMany = (key: MessageKey) => new AppError(429, key);
