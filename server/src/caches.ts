import type { PubSub } from './db/client.js';
import { deepFreeze } from './freeze.js';

const CHANNEL = 'cache_clear';

/** How long a cached value may be served at most, when nothing said it changed. */
export const DEFAULT_CACHE_TTL_MS = 60_000;

/** A cache of values loaded from the database, kept by the hub (see `createCacheHub`). */
export interface Cache<V> {
  /** The cached value of `key`, or `load()`'s (run once, even for callers that ask at the same time). */
  get(key: string, load: () => PromiseLike<V>): Promise<V>;
}

/**
 * The server's in-memory caches, cleared together by "clear cache". Other processes on the same
 * PostgreSQL hear of it through LISTEN/NOTIFY and clear theirs too.
 *
 * A notification sent while this process's listener is disconnected (a database restart) never
 * arrives, so the hub trusts its caches only while it listens: it drops them all when the listener
 * loses its connection and again when it is back, and does not cache in between. Every entry also
 * expires after `ttlMs`, a bound on staleness if anything else goes wrong.
 */
export function createCacheHub(pubsub: PubSub, { ttlMs = DEFAULT_CACHE_TTL_MS }: { ttlMs?: number } = {}) {
  // A name may cover several caches (menus and the grants derived from them).
  const clearers: { name: string; clear: () => void }[] = [];
  const clearLocal = (name: string) =>
    clearers.forEach((c) => {
      if (name === 'all' || c.name === name) c.clear();
    });
  let listening = false;
  let stopListening: (() => Promise<void>) | undefined;
  // Caches kept outside the hub (a plain Map) cannot expire entry by entry: they are emptied every ttl.
  let expireUnmanaged: NodeJS.Timeout | undefined;
  const unmanaged = new Set<() => void>();

  async function clear(name: string): Promise<void> {
    clearLocal(name);
    await pubsub.notify(CHANNEL, name);
  }

  function addClearer(name: string, clear: () => void): void {
    clearers.push({ name, clear });
  }

  return {
    /** A cache kept elsewhere; the hub clears it on request, on reconnection and every `ttlMs`. */
    register(name: string, clear: () => void): void {
      addClearer(name, clear);
      unmanaged.add(clear);
    },

    /**
     * A cache whose entries expire after `ttlMs` (the hub's, or a shorter one of its own) and that is
     * bypassed while the listener is down. With `max`, the oldest entry makes room for a new one.
     */
    cache<V>(name: string, options: { ttlMs?: number; max?: number } = {}): Cache<V> {
      const entries = new Map<string, { value: Promise<V>; expires: number }>();
      const lifetime = Math.min(options.ttlMs ?? ttlMs, ttlMs);
      const max = options.max ?? Infinity;
      addClearer(name, () => entries.clear());
      return {
        get(key, load) {
          const now = Date.now();
          const hit = entries.get(key);
          if (hit && hit.expires > now) return hit.value;
          // An async function runs a lazy query builder once and keeps its result, not the builder.
          // Every reader shares the value, so it is frozen (and its checked JSON can be kept).
          const value = (async () => deepFreeze(await load()))();
          if (!listening) return value;
          entries.delete(key);
          // A Map iterates in insertion order: its first key is the entry stored longest ago.
          if (entries.size >= max) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, expires: now + lifetime });
          // A failure is not kept; a clear while loading has already dropped this entry.
          value.catch(() => {
            if (entries.get(key)?.value === value) entries.delete(key);
          });
          return value;
        },
      };
    },

    async start(): Promise<void> {
      stopListening = await pubsub.listen(CHANNEL, clearLocal, (up) => {
        // Whatever changed while nobody listened is unknown: forget everything, both ways.
        clearLocal('all');
        listening = up;
      });
      expireUnmanaged = setInterval(() => unmanaged.forEach((clear) => clear()), ttlMs);
      expireUnmanaged.unref();
    },
    async stop(): Promise<void> {
      clearInterval(expireUnmanaged);
      listening = false;
      await stopListening?.();
    },
    /** Clears every cache here at once and tells the other processes. */
    clearAll: () => clear('all'),
    /** Clears one named cache here and in the other processes (after its data changed). */
    clear,
  };
}
export type CacheHub = ReturnType<typeof createCacheHub>;
