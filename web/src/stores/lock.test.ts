import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { website } from '../lib/config';
import { getStore } from '../lib/storage';
import { isIdle, nextCheckIn } from '../layout/lock/idle';
import { useLock } from './lock';

beforeEach(() => useLock.getState().clearLock());
afterEach(() => vi.useRealTimers());

describe('the lock store', () => {
  it('locks after the spec delay, keeps only a hash, and survives a reload (storage)', async () => {
    await useLock.getState().lock('secret-1');
    // Stored at once, so a reload right now is locked already; this tab follows after 100 ms.
    expect(getStore({ name: 'isLock' })).toBe(true);
    expect(JSON.stringify(getStore({ name: 'lockPasswd' }))).not.toContain('secret-1');
    await vi.waitFor(() => expect(useLock.getState().isLock).toBe(true), { timeout: website.lockDelay * 10 });
    expect(useLock.getState().hasPasswd).toBe(true);
  });

  it('unlocks only with the right password', async () => {
    await useLock.getState().lock('secret-1');
    await expect(useLock.getState().unlock('nope')).resolves.toBe(false);
    expect(getStore({ name: 'isLock' })).toBe(true);
    await expect(useLock.getState().unlock('secret-1')).resolves.toBe(true);
    expect(useLock.getState().isLock).toBe(false);
    expect(getStore({ name: 'isLock' })).toBeUndefined();
    // The lock password stays for the session: the lock icon locks at once next time.
    expect(useLock.getState().hasPasswd).toBe(true);
  });

  it('cannot lock without a lock password; clearLock forgets both', async () => {
    await expect(useLock.getState().lock()).rejects.toThrow();
    await useLock.getState().lock('pw');
    useLock.getState().clearLock();
    expect(useLock.getState()).toMatchObject({ isLock: false, hasPasswd: false });
    expect(getStore({ name: 'lockPasswd' })).toBeUndefined();
  });

  it('stores the idle minutes (0 = off)', () => {
    useLock.getState().setIdleMinutes(5);
    expect(getStore({ name: 'lockIdleMinutes' })).toBe(5);
    useLock.getState().setIdleMinutes(0);
    expect(useLock.getState().idleMinutes).toBe(0);
    expect(getStore({ name: 'lockIdleMinutes' })).toBeUndefined();
  });
});

describe('idle auto-lock rules', () => {
  it('is idle once the chosen minutes pass without activity; never when off', () => {
    const t0 = 1_000_000;
    expect(isIdle(t0 + 5 * 60_000 - 1, t0, 5)).toBe(false);
    expect(isIdle(t0 + 5 * 60_000, t0, 5)).toBe(true);
    expect(isIdle(t0 + 10 ** 9, t0, 0)).toBe(false);
  });

  it('checks again soon enough to lock on time, but not in a busy loop', () => {
    expect(nextCheckIn(0, 0, 1)).toBe(15_000);
    expect(nextCheckIn(59_000, 0, 1)).toBe(1_000);
    expect(nextCheckIn(61_000, 0, 1)).toBe(250);
  });
});
