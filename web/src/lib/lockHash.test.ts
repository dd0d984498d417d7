import { describe, expect, it } from 'vitest';
import { hashLockPassword, isLockSecret, verifyLockPassword } from './lockHash';

describe('the lock password check', () => {
  it('keeps a salted hash, never the password', async () => {
    const secret = await hashLockPassword('my-lock-1');
    expect(isLockSecret(secret)).toBe(true);
    expect(JSON.stringify(secret)).not.toContain('my-lock-1');
    expect(secret.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(secret.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right password and refuses a wrong or empty one', async () => {
    const secret = await hashLockPassword('my-lock-1');
    await expect(verifyLockPassword('my-lock-1', secret)).resolves.toBe(true);
    await expect(verifyLockPassword('my-lock-2', secret)).resolves.toBe(false);
    await expect(verifyLockPassword('', secret)).resolves.toBe(false);
    await expect(verifyLockPassword('my-lock-1', undefined)).resolves.toBe(false);
  });

  it('salts each time: the same password gives different hashes', async () => {
    const a = await hashLockPassword('same');
    const b = await hashLockPassword('same');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('refuses a tampered record', async () => {
    const secret = await hashLockPassword('pw');
    await expect(verifyLockPassword('pw', { ...secret, hash: secret.hash.replace(/.$/, '0') })).resolves.toBe(
      secret.hash.endsWith('0'),
    );
    expect(isLockSecret({ salt: 'x', hash: 'y' })).toBe(false);
  });
});
