import { create } from 'zustand';
import { website } from '../lib/config';
import { getStore, removeStore, setStore } from '../lib/storage';
import { hashLockPassword, isLockSecret, verifyLockPassword, type LockSecret } from '../layout/lock/lockHash';

/**
 * The screen lock (spec §4 Lock, product decisions). The lock and the salted hash of the lock
 * password live in local storage, not session storage: session storage belongs to one tab, so a
 * tab opened while the console is locked would not know it, and would show the console until a
 * message from another tab arrived. Local storage is read synchronously before the first render,
 * so every tab, new or reloaded, starts locked; a BroadcastChannel (and the storage event, where
 * the channel is missing) tells the open tabs at once. Sign-in and logout clear both.
 */
type LockState = {
  isLock: boolean;
  /** Whether a lock password was set in this session (then the lock icon locks at once). */
  hasPasswd: boolean;
  /** Idle minutes before the console locks by itself; 0 = off (the default). */
  idleMinutes: number;
  /** Keeps a new lock password (its salted hash) without locking. */
  setPasswd: (passwd: string) => Promise<void>;
  /** Locks every tab; a password given here becomes the lock password. */
  lock: (passwd?: string) => Promise<void>;
  /** Unlocks every tab when the password matches; `false` otherwise. */
  unlock: (passwd: string) => Promise<boolean>;
  /** Sign-in and logout: no lock, no lock password. */
  clearLock: () => void;
  setIdleMinutes: (minutes: number) => void;
};

const IS_LOCK = 'isLock';
const SECRET = 'lockPasswd';
const IDLE = 'lockIdleMinutes';
const CHANNEL = `${website.storagePrefix}lock`;

type LockMessage = { type: 'lock' | 'unlock' | 'passwd' };

const readSecret = (): LockSecret | undefined => {
  const value = getStore<unknown>({ name: SECRET });
  return isLockSecret(value) ? value : undefined;
};

const readIdle = (): number => {
  const value = getStore<unknown>({ name: IDLE });
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
};

/** Locked only with a lock password to unlock it with. */
const readLocked = (): boolean => getStore<boolean>({ name: IS_LOCK }) === true && Boolean(readSecret());

const channel: BroadcastChannel | undefined =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

function tell(type: LockMessage['type']): void {
  try {
    channel?.postMessage({ type } satisfies LockMessage);
  } catch {
    // A closed channel: the storage event still reaches the other tabs.
  }
}

let lockTimer: ReturnType<typeof setTimeout> | undefined;

export const useLock = create<LockState>()((set, get) => ({
  isLock: readLocked(),
  hasPasswd: Boolean(readSecret()),
  idleMinutes: readIdle(),

  setPasswd: async (passwd) => {
    const secret = await hashLockPassword(passwd);
    setStore({ name: SECRET, content: secret });
    set({ hasPasswd: true });
    tell('passwd');
  },

  lock: async (passwd) => {
    if (passwd) await get().setPasswd(passwd);
    if (!readSecret()) throw new Error('no lock password');
    // Stored at once (a reload now is already locked); this tab follows after the spec's delay.
    setStore({ name: IS_LOCK, content: true });
    tell('lock');
    clearTimeout(lockTimer);
    lockTimer = setTimeout(() => set({ isLock: readLocked() }), website.lockDelay);
  },

  unlock: async (passwd) => {
    if (!(await verifyLockPassword(passwd, readSecret()))) return false;
    clearTimeout(lockTimer);
    removeStore({ name: IS_LOCK });
    set({ isLock: false });
    tell('unlock');
    return true;
  },

  clearLock: () => {
    clearTimeout(lockTimer);
    const had = get().isLock || get().hasPasswd || getStore({ name: IS_LOCK }) !== undefined;
    removeStore({ name: IS_LOCK });
    removeStore({ name: SECRET });
    set({ isLock: false, hasPasswd: false });
    if (had) tell('unlock');
  },

  setIdleMinutes: (minutes) => {
    const value = Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
    if (value) setStore({ name: IDLE, content: value });
    else removeStore({ name: IDLE });
    set({ idleMinutes: value });
  },
}));

/** Another tab locked, unlocked, or set a password: storage has the truth. */
function follow(): void {
  useLock.setState({ isLock: readLocked(), hasPasswd: Boolean(readSecret()), idleMinutes: readIdle() });
}

channel?.addEventListener('message', follow);
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const names = [IS_LOCK, SECRET, IDLE].map((n) => `${website.storagePrefix}${n}`);
    if (event.key === null || names.includes(event.key)) follow();
  });
}
