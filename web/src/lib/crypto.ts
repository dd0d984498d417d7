import { md5 } from 'js-md5';

/** Lowercase hex MD5: how a password crosses the wire (product decision; TLS is the real protection). */
export function md5Hex(text: string): string {
  return md5(text);
}
