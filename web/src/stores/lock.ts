import { create } from 'zustand';
import { website } from '../lib/config';
import { getStore, getStoreRecord, getToken, removeStore, setStore } from '../lib/storage';
import { hashLockPassword, isLockSecret, verifyLockPassword, type LockSecret } from '../lib/lockHash';

/**
 * The screen lock (spec §3, §4 Lock, product decisions). `isLock` and the salted hash of the lock
 * password (`lockPasswd`) live in session storage, as the spec says: a reload of the tab keeps
 * them, closing the tab forgets them. The other tabs of the console hear of every change on a
 * BroadcastChannel, which carries the state itself (their session storage is their own), and a
 * tab opened later asks the open ones for it before it shows anything signed-in (`syncing`).
 * Sign-in and logout clear both, in every tab.
 */
type LockState = {
  isLock: boolean;
  /** Whether a lock password was set in this session (then the lock icon locks at once). */
  hasPasswd: boolean;
  /** A new tab waiting for the open tabs to tell it whether the console is locked. */
  syncing: boolean;
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
/** How long a new tab waits for an answer when no other tab may be open. */
const SYNC_WAIT_MS = 300;

/** `ask`: a new tab wants the state; `state`: the lock as the sender holds it (after a change, or as an answer). */
type LockMessage = { type: 'ask' } | { type: 'state'; isLock: boolean; secret?: LockSecret };

// Written by an earlier version to local storage: moved into this tab's session, then gone from there.
for (const name of [IS_LOCK, SECRET]) {
  const record = getStoreRecord<unknown>({ name });
  if (record?.type === 'local') setStore({ name, content: record.content, type: 'session' });
}

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

/** This tab knows the lock state: it was written here (a reload keeps it) or told by another tab. */
const known = (): boolean => getStoreRecord({ name: IS_LOCK }) !== undefined;

function keep(isLock: boolean, secret: LockSecret | undefined): void {
  setStore({ name: IS_LOCK, content: isLock, type: 'session' });
  if (secret) setStore({ name: SECRET, content: secret, type: 'session' });
  else removeStore({ name: SECRET });
}

const channel: BroadcastChannel | undefined =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

function post(message: LockMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: nothing to tell.
  }
}

const tellState = () => post({ type: 'state', isLock: getStore({ name: IS_LOCK }) === true, secret: readSecret() });

let lockTimer: ReturnType<typeof setTimeout> | undefined;
// Only a signed-in tab has anything to hide while it waits; the others start at once.
const mustSync = Boolean(channel) && !known() && Boolean(getToken());

export const useLock = create<LockState>()((set, get) => ({
  isLock: readLocked(),
  hasPasswd: Boolean(readSecret()),
  syncing: mustSync,
  idleMinutes: readIdle(),

  setPasswd: async (passwd) => {
    const secret = await hashLockPassword(passwd);
    keep(readLocked(), secret);
    set({ hasPasswd: true });
    tellState();
  },

  lock: async (passwd) => {
    if (passwd) await get().setPasswd(passwd);
    const secret = readSecret();
    if (!secret) throw new Error('no lock password');
    // Stored at once (a reload now is already locked); this tab follows after the spec's delay.
    keep(true, secret);
    tellState();
    clearTimeout(lockTimer);
    lockTimer = setTimeout(() => set({ isLock: readLocked() }), website.lockDelay);
  },

  unlock: async (passwd) => {
    if (!(await verifyLockPassword(passwd, readSecret()))) return false;
    clearTimeout(lockTimer);
    keep(false, readSecret());
    set({ isLock: false });
    tellState();
    return true;
  },

  clearLock: () => {
    clearTimeout(lockTimer);
    keep(false, undefined);
    set({ isLock: false, hasPasswd: false, syncing: false });
    tellState();
  },

  setIdleMinutes: (minutes) => {
    const value = Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
    if (value) setStore({ name: IDLE, content: value });
    else removeStore({ name: IDLE });
    set({ idleMinutes: value });
  },
}));

/** The state another tab holds: kept in this tab's session and shown at once. */
function follow(isLock: boolean, secret: LockSecret | undefined): void {
  keep(isLock, secret);
  useLock.setState({ isLock: readLocked(), hasPasswd: Boolean(readSecret()), syncing: false });
}

channel?.addEventListener('message', (event: MessageEvent<LockMessage>) => {
  const message = event.data;
  if (message?.type === 'ask') {
    if (known()) tellState();
  } else if (message?.type === 'state') {
    follow(message.isLock === true, isLockSecret(message.secret) ? message.secret : undefined);
  }
});

if (mustSync) {
  post({ type: 'ask' });
  // No tab answered: none is open, so nothing is locked; this tab now knows (a reload will not wait).
  setTimeout(() => {
    if (useLock.getState().syncing) follow(false, undefined);
  }, SYNC_WAIT_MS);
}

if (typeof window !== 'undefined') {
  // The idle minutes are a setting, kept in local storage for every tab.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === `${website.storagePrefix}${IDLE}`) {
      useLock.setState({ idleMinutes: readIdle() });
    }
  });
}
