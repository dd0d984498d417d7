import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCacheHub } from '../src/caches.js';
import type { PubSub } from '../src/db/client.js';

/** A LISTEN/NOTIFY whose connection the test drops and restores. */
function fakePubSub() {
  let connection: ((listening: boolean) => void) | undefined;
  const pubsub: PubSub = {
    async listen(_channel, _onMessage, onConnection) {
      connection = onConnection;
      onConnection?.(true);
      return async () => undefined;
    },
    notify: async () => undefined,
  };
  return { pubsub, lose: () => connection?.(false), restore: () => connection?.(true) };
}

const TTL = 60_000;
let loads = 0;
const load = async () => ++loads;

beforeEach(() => {
  vi.useFakeTimers();
  loads = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the cache hub', () => {
  it('keeps a value for its lifetime at most', async () => {
    const { pubsub } = fakePubSub();
    const hub = createCacheHub(pubsub, { ttlMs: TTL });
    const cache = hub.cache<number>('menu');
    await hub.start();
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(TTL - 1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(2);
    await hub.stop();
  });

  it('forgets everything when its listener loses the connection, reads through until it is back, then forgets again', async () => {
    const { pubsub, lose, restore } = fakePubSub();
    const hub = createCacheHub(pubsub, { ttlMs: TTL });
    const cache = hub.cache<number>('menu');
    let clientCacheCleared = 0;
    hub.register('client', () => clientCacheCleared++);
    await hub.start();
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    const cleared = clientCacheCleared;

    lose();
    expect(clientCacheCleared).toBe(cleared + 1);
    // Changes made now are never announced: every read goes to the database.
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(3);

    restore();
    expect(clientCacheCleared).toBe(cleared + 2);
    expect(await cache.get('k', load)).toBe(4);
    expect(await cache.get('k', load)).toBe(4);
    await hub.stop();
  });

  it('keeps at most `max` entries, making room by dropping the oldest, and a shorter lifetime of its own', async () => {
    const { pubsub } = fakePubSub();
    const hub = createCacheHub(pubsub, { ttlMs: TTL });
    const cache = hub.cache<number>('session', { ttlMs: 1000, max: 2 });
    await hub.start();
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('c', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
    vi.advanceTimersByTime(1000);
    expect(await cache.get('a', load)).toBe(5);
    await hub.stop();
  });

  it('empties caches kept outside it every lifetime', async () => {
    const { pubsub } = fakePubSub();
    const hub = createCacheHub(pubsub, { ttlMs: TTL });
    let cleared = 0;
    hub.register('client', () => cleared++);
    await hub.start();
    const atStart = cleared;
    vi.advanceTimersByTime(TTL);
    expect(cleared).toBe(atStart + 1);
    await hub.stop();
  });
});
