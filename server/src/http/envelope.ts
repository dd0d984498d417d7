import type { Envelope } from '@invest/contract/envelope';
import { translate, type Lang, type MessageKey } from './messages.js';

export function ok<T>(lang: Lang, data: T, msgKey: MessageKey = 'ok'): Envelope<T> {
  return { code: 200, success: true, data, msg: translate(msgKey, lang) };
}

export function failure(code: number, msg: string, requestId?: string): Envelope<null> {
  return requestId ? { code, success: false, data: null, msg, requestId } : { code, success: false, data: null, msg };
}
