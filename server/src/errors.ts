import type { MessageKey, MessageParam } from './http/messages.js';

/**
 * What kind of failure a service reports, in its own terms. The HTTP status of each kind is
 * decided in one place, `http/error-handler.ts` (`STATUS_OF`); services never name a status.
 */
export type FailureKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'gone' | 'tooLarge' | 'tooMany' | 'busy';

/** A failure the caller should see: its kind and a translatable message (and the field it is about). */
export class AppError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly messageKey: MessageKey,
    readonly params: Record<string, MessageParam> = {},
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

type Params = Record<string, MessageParam>;

/** The input breaks a rule (a missing or malformed value, a state that forbids the change). */
export const invalid = (key: MessageKey, params?: Params) => new AppError('invalid', key, params);
/** No valid session or credentials. */
export const unauthenticated = (key: MessageKey = 'tokenInvalid') => new AppError('unauthenticated', key);
/** Signed in, but not allowed to do this. */
export const forbidden = (key: MessageKey = 'forbidden', params?: Params) => new AppError('forbidden', key, params);
export const notFound = (key: MessageKey = 'notFound') => new AppError('notFound', key);
/** Clashes with what exists (a taken name, a changed record). */
export const conflict = (key: MessageKey, params?: Params) => new AppError('conflict', key, params);
/** Existed once and is gone for good (a used or expired link). */
export const gone = (key: MessageKey) => new AppError('gone', key);
export const tooLarge = (key: MessageKey = 'payloadTooLarge') => new AppError('tooLarge', key);
/** Too many attempts in a time window. */
export const tooMany = (key: MessageKey, params?: Params) => new AppError('tooMany', key, params);
/** The server is at capacity for this kind of work now; the caller may retry later. */
export const busy = (key: MessageKey = 'tooManyRequests') => new AppError('busy', key);
