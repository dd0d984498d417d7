import type { PubSub } from './db/client.js';

const CHANNEL = 'cache_clear';

/**
 * The server's in-memory caches, cleared together by "clear cache". Other processes on the same
 * PostgreSQL hear of it through LISTEN/NOTIFY and clear theirs too.
 */
export function createCacheHub(pubsub: PubSub) {
  const clearers = new Map<string, () => void>();
  const clearLocal = (name: string) => (name === 'all' ? clearers.forEach((clear) => clear()) : clearers.get(name)?.());
  let stopListening: (() => Promise<void>) | undefined;

  async function clear(name: string): Promise<void> {
    clearLocal(name);
    await pubsub.notify(CHANNEL, name);
  }

  return {
    register(name: string, clear: () => void): void {
      clearers.set(name, clear);
    },
    async start(): Promise<void> {
      stopListening = await pubsub.listen(CHANNEL, clearLocal);
    },
    async stop(): Promise<void> {
      await stopListening?.();
    },
    /** Clears every cache here at once and tells the other processes. */
    clearAll: () => clear('all'),
    /** Clears one named cache here and in the other processes (after its data changed). */
    clear,
  };
}
export type CacheHub = ReturnType<typeof createCacheHub>;
