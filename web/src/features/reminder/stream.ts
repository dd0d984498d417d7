import { RETRACT_EVENT } from '@invest/contract/constants';
import type { Remind, RetractedEvent, UnreadCounts } from '@invest/contract/reminder';
import { openRemindStream } from './api';
import { reconnectDelay, RECONNECT_BASE, shouldRetry, type StreamEnd } from './reconnect';
import { SseParser } from './sse';

export type StreamStatus = 'connecting' | 'open' | 'retrying' | 'signedOut' | 'closed';

export type StreamHandlers = {
  /** The server's first event on each connection: the unread counts as they are now. */
  onReady: (counts: UnreadCounts) => void;
  /** A new reminder for the signed-in user. */
  onRemind: (record: Remind) => void;
  /** Reminders taken back (a withdrawn notice), with the counts after it. */
  onRetracted?: (event: RetractedEvent) => void;
  onStatus?: (status: StreamStatus) => void;
};

type Deps = {
  open: (signal: AbortSignal) => Promise<Response>;
  delay: (failures: number, base: number) => number;
};

const defaults: Deps = {
  open: openRemindStream,
  delay: (failures, base) => reconnectDelay(failures, { base }),
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

function parse<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the reminder stream open: reads and parses it, hands each event over, and after a drop
 * tries again with back-off. A 401 ends the loop (the token is stale or the session is over; the
 * caller opens a new stream when the token changes). Returns `close`.
 */
export function connectRemindStream(handlers: StreamHandlers, deps: Partial<Deps> = {}): () => void {
  const { open, delay } = { ...defaults, ...deps };
  const controller = new AbortController();
  const { signal } = controller;
  let failures = 0;
  let retryBase = RECONNECT_BASE;

  const once = async (): Promise<StreamEnd> => {
    handlers.onStatus?.('connecting');
    let res: Response;
    try {
      res = await open(signal);
    } catch {
      return signal.aborted ? 'closed' : 'dropped';
    }
    if (res.status === 401) return 'unauthorized';
    if (!res.ok || !res.body) return 'dropped';
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === 'ready') {
            failures = 0;
            handlers.onStatus?.('open');
            const counts = parse<UnreadCounts>(event.data);
            if (counts) handlers.onReady(counts);
          } else if (event.event === 'remind') {
            const record = parse<Remind>(event.data);
            if (record) handlers.onRemind(record);
          } else if (event.event === RETRACT_EVENT) {
            const retracted = parse<RetractedEvent>(event.data);
            if (retracted) handlers.onRetracted?.(retracted);
          }
        }
        if (parser.retry) retryBase = parser.retry;
      }
    } catch {
      // The connection broke (or was aborted): handled below.
    } finally {
      reader.releaseLock();
    }
    return signal.aborted ? 'closed' : 'dropped';
  };

  void (async () => {
    while (!signal.aborted) {
      const end = await once();
      if (signal.aborted) break;
      if (!shouldRetry(end)) {
        handlers.onStatus?.(end === 'unauthorized' ? 'signedOut' : 'closed');
        return;
      }
      failures += 1;
      handlers.onStatus?.('retrying');
      await sleep(delay(failures, retryBase), signal);
    }
    handlers.onStatus?.('closed');
  })();

  return () => controller.abort();
}
