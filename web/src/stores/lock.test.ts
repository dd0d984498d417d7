import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { website } from '../lib/config';
import { getStore } from '../lib/storage';
import { isIdle, nextCheckIn } from '../layout/lock/idle';
import { useLock } from './lock';

beforeEach(() => useLock.getState().clearLock());
afterEach(() => vi.useRealTimers());

/** What this tab keeps in one storage area, by unprefixed name. */
const kept = (area: Storage, name: string) => area.getItem(`${website.storagePrefix}${name}`);

describe('the lock store', () => {
  it('locks after the spec delay, keeps only a hash, in session storage (a reload keeps it)', async () => {
    await useLock.getState().lock('secret-1');
    // Stored at once, so a reload right now is locked already; this tab follows after 100 ms.
    expect(getStore({ name: 'isLock' })).toBe(true);
    expect(JSON.stringify(getStore({ name: 'lockPasswd' }))).not.toContain('secret-1');
    // Spec §3/§4: the session's, not local storage.
    expect(kept(sessionStorage, 'isLock')).not.toBeNull();
    expect(kept(sessionStorage, 'lockPasswd')).not.toBeNull();
    expect(kept(localStorage, 'isLock')).toBeNull();
    expect(kept(localStorage, 'lockPasswd')).toBeNull();
    await vi.waitFor(() => expect(useLock.getState().isLock).toBe(true), { timeout: website.lockDelay * 10 });
    expect(useLock.getState().hasPasswd).toBe(true);
  });

  it('unlocks only with the right password', async () => {
    await useLock.getState().lock('secret-1');
    await expect(useLock.getState().unlock('nope')).resolves.toBe(false);
    expect(getStore({ name: 'isLock' })).toBe(true);
    await expect(useLock.getState().unlock('secret-1')).resolves.toBe(true);
    expect(useLock.getState().isLock).toBe(false);
    expect(getStore({ name: 'isLock' })).toBe(false);
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

  it('follows another tab that locks, and answers a new tab that asks (BroadcastChannel)', async () => {
    const otherTab = new BroadcastChannel(`${website.storagePrefix}lock`);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      // The other tab locked with its password: this tab keeps that state in its own session.
      await useLock.getState().setPasswd('secret-2');
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      const secret = (heard[0] as { secret: unknown }).secret;
      useLock.getState().clearLock();
      otherTab.postMessage({ type: 'state', isLock: true, secret });
      await vi.waitFor(() => expect(useLock.getState().isLock).toBe(true));
      expect(useLock.getState().hasPasswd).toBe(true);
      expect(kept(sessionStorage, 'isLock')).not.toBeNull();

      // A tab opened later asks; this one answers with the lock and the hash to unlock with.
      heard.length = 0;
      otherTab.postMessage({ type: 'ask' });
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'state', isLock: true, secret }]));
      await expect(useLock.getState().unlock('secret-2')).resolves.toBe(true);
    } finally {
      otherTab.close();
    }
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
