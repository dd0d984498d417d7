import { md5Hex } from './crypto';

/**
 * The lock password is never kept: only a salted, slow hash of it (product decision). PBKDF2 with
 * SHA-256 through crypto.subtle; where the browser offers no crypto.subtle (a console served over
 * plain http on a LAN address is not a secure context) an iterated, salted MD5 stands in.
 */
export type LockSecret = { scheme: 'pbkdf2-sha256' | 'md5'; salt: string; hash: string; iterations: number };

const PBKDF2_ITERATIONS = 100_000;
const MD5_ITERATIONS = 2_000;

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function randomSalt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
}

const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

async function derive(passwd: string, salt: string, scheme: LockSecret['scheme'], iterations: number): Promise<string> {
  if (scheme === 'md5') {
    let value = `${salt}:${passwd}`;
    for (let i = 0; i < iterations; i++) value = md5Hex(`${salt}${value}`);
    return value;
  }
  const api = subtle();
  if (!api) throw new Error('crypto.subtle is not available');
  const key = await api.importKey('raw', new TextEncoder().encode(passwd), 'PBKDF2', false, ['deriveBits']);
  const bits = await api.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(salt), iterations }, key, 256);
  return toHex(new Uint8Array(bits));
}

/** A fresh secret for a new lock password (a new random salt each time). */
export async function hashLockPassword(passwd: string): Promise<LockSecret> {
  const scheme: LockSecret['scheme'] = subtle() ? 'pbkdf2-sha256' : 'md5';
  const iterations = scheme === 'md5' ? MD5_ITERATIONS : PBKDF2_ITERATIONS;
  const salt = randomSalt();
  return { scheme, salt, iterations, hash: await derive(passwd, salt, scheme, iterations) };
}

/** Whether a typed password is the lock password. */
export async function verifyLockPassword(passwd: string, secret: LockSecret | undefined): Promise<boolean> {
  if (!secret || !passwd) return false;
  try {
    const hash = await derive(passwd, secret.salt, secret.scheme, secret.iterations);
    // Length and every character compared, whatever the first difference.
    let diff = hash.length ^ secret.hash.length;
    for (let i = 0; i < hash.length; i++) diff |= hash.charCodeAt(i) ^ (secret.hash.charCodeAt(i) || 0);
    return diff === 0;
  } catch {
    return false;
  }
}

export function isLockSecret(value: unknown): value is LockSecret {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<LockSecret>;
  return (
    (v.scheme === 'pbkdf2-sha256' || v.scheme === 'md5') &&
    typeof v.salt === 'string' &&
    typeof v.hash === 'string' &&
    typeof v.iterations === 'number'
  );
}
