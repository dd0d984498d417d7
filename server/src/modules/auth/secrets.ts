import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id parameters (OWASP's 19 MiB / 2 passes profile). */
const ARGON2 = {
  algorithm: 2 /* Argon2id (a const enum the package cannot export to us) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Stored form of a password: argon2id of the MD5 hex digest the console sends. */
export function hashPassword(digest: string): Promise<string> {
  return hash(digest.toLowerCase(), ARGON2);
}

// Verified when the account does not exist, so a wrong account takes as long as a wrong password.
const DUMMY_HASH = hash('0'.repeat(32), ARGON2);

export async function verifyPassword(stored: string | undefined, digest: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await DUMMY_HASH), digest.toLowerCase());
  } catch {
    return false;
  }
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
export const md5Hex = (value: string) => createHash('md5').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

// No look-alikes (0/O, 1/l/I), so a password read aloud or copied by hand survives.
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '@#%+=?';

/** A one-time password for a reset: 12 readable characters with every class the password rules ask for. */
export function oneTimePassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('abcdefghijkmnopqrstuvwxyz'),
    pick('23456789'),
    pick(SYMBOLS),
    ...Array.from({ length: 8 }, () => pick(READABLE)),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
