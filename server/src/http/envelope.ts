import type { Envelope } from '@invest/contract/envelope';
import { translate, type Lang, type MessageKey } from './messages.js';

export function ok<T>(lang: Lang, data: T, msgKey: MessageKey = 'ok'): Envelope<T> {
  return { code: 200, success: true, data, msg: translate(msgKey, lang) };
}

/** A refusal: `key` names the message stably (forms and clients branch on it, never on `msg`). */
export function failure(
  code: number,
  msg: string,
  { key, field, requestId }: { key?: string; field?: string; requestId?: string } = {},
): Envelope<null> {
  return {
    code,
    success: false,
    data: null,
    msg,
    ...(key ? { key } : {}),
    ...(field ? { field } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
