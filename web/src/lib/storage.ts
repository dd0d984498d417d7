import { website } from './config';

/**
 * Prefixed local/session storage and cookies (spec §3). Every value is kept as a record
 * `{content, datetime, type, dataType}` so its age and original type are known when read back.
 */
export type StoreType = 'local' | 'session';

export type StoreRecord<T = unknown> = {
  content: T;
  /** When it was written, in ms since the epoch. */
  datetime: number;
  type: StoreType | 'cookie';
  dataType: string;
};

const keyOf = (name: string) => `${website.storagePrefix}${name}`;

function area(type: StoreType): Storage | undefined {
  try {
    return type === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    // Storage can be switched off in the browser; the console then keeps nothing.
    return undefined;
  }
}

function makeRecord<T>(content: T, type: StoreRecord['type']): StoreRecord<T> {
  return { content, datetime: Date.now(), type, dataType: Array.isArray(content) ? 'array' : typeof content };
}

function parseRecord<T>(raw: string | null | undefined): StoreRecord<T> | undefined {
  if (!raw) return undefined;
  try {
    const rec = JSON.parse(raw) as Partial<StoreRecord<T>> | null;
    if (!rec || typeof rec !== 'object' || !('content' in rec)) return undefined;
    return rec as StoreRecord<T>;
  } catch {
    return undefined;
  }
}

export function setStore<T>({ name, content, type = 'local' }: { name: string; content: T; type?: StoreType }): void {
  const record = makeRecord(content, type);
  // Written to one area only: a value that moves from local to session must not linger in the other.
  area(type === 'session' ? 'local' : 'session')?.removeItem(keyOf(name));
  try {
    area(type)?.setItem(keyOf(name), JSON.stringify(record));
  } catch {
    // Quota exceeded or storage disabled: the value lives in memory only.
  }
}

/** The whole record (content, datetime, type, dataType), session storage first. */
export function getStoreRecord<T>({ name }: { name: string }): StoreRecord<T> | undefined {
  const key = keyOf(name);
  return parseRecord<T>(area('session')?.getItem(key)) ?? parseRecord<T>(area('local')?.getItem(key));
}

export function getStore<T>({ name }: { name: string }): T | undefined {
  return getStoreRecord<T>({ name })?.content;
}

export function removeStore({ name, type }: { name: string; type?: StoreType }): void {
  const key = keyOf(name);
  if (type !== 'local') area('session')?.removeItem(key);
  if (type !== 'session') area('local')?.removeItem(key);
}

/** Every console value in the chosen area (both when none is named), keyed by its unprefixed name. */
export function getAllStore({ type }: { type?: StoreType } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const t of type ? [type] : (['local', 'session'] as const)) {
    const storage = area(t);
    if (!storage) continue;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(website.storagePrefix)) continue;
      const rec = parseRecord(storage.getItem(key));
      if (rec) out[key.slice(website.storagePrefix.length)] = rec.content;
    }
  }
  return out;
}

/** Removes only the console's own (prefixed) keys, leaving other apps on the same origin alone. */
export function clearStore({ type }: { type?: StoreType } = {}): void {
  for (const t of type ? [type] : (['local', 'session'] as const)) {
    const storage = area(t);
    if (!storage) continue;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(website.storagePrefix)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  }
}

// ---- cookies: the access and refresh tokens (shared by every tab of the console) ----

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const key = `${keyOf(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(key)) return decodeURIComponent(item.slice(key.length));
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${keyOf(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}${secure}`;
}

/** A cookie holding a store record, so the token's age (datetime) travels with it. */
export function setCookieStore(name: string, content: string): void {
  writeCookie(name, JSON.stringify(makeRecord(content, 'cookie')));
}

export function getCookieRecord(name: string): StoreRecord<string> | undefined {
  const rec = parseRecord<string>(readCookie(name));
  return rec && typeof rec.content === 'string' && rec.content ? rec : undefined;
}

export function removeCookieStore(name: string): void {
  writeCookie(name, '', 0);
}

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export const getToken = (): string => getCookieRecord(TOKEN_KEY)?.content ?? '';
export const getTokenRecord = (): StoreRecord<string> | undefined => getCookieRecord(TOKEN_KEY);
export const setToken = (token: string): void => setCookieStore(TOKEN_KEY, token);
export const removeToken = (): void => removeCookieStore(TOKEN_KEY);
export const getRefreshToken = (): string => getCookieRecord(REFRESH_TOKEN_KEY)?.content ?? '';
export const setRefreshToken = (token: string): void => setCookieStore(REFRESH_TOKEN_KEY, token);
export const removeRefreshToken = (): void => removeCookieStore(REFRESH_TOKEN_KEY);
