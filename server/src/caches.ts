import type { PubSub } from './db/client.js';

const CHANNEL = 'cache_clear';

/**
 * The server's in-memory caches, cleared together by "clear cache". Other processes on the same
 * PostgreSQL hear of it through LISTEN/NOTIFY and clear theirs too.
 */
export function createCacheHub(pubsub: PubSub) {
  const clearers = new Map<string, () => void>();
  const clearLocal = () => clearers.forEach((clear) => clear());
  let stopListening: (() => Promise<void>) | undefined;

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
    /** Clears here at once and tells the other processes. */
    async clearAll(): Promise<void> {
      clearLocal();
      await pubsub.notify(CHANNEL, 'all');
    },
  };
}
export type CacheHub = ReturnType<typeof createCacheHub>;
