import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Remind, UnreadCounts } from '@invest/contract/reminder';
import { reconnectDelay, RECONNECT_MAX, shouldRetry } from './reconnect';
import { connectRemindStream, type StreamStatus } from './stream';

const noJitter = () => 0.5;

describe('reconnect policy', () => {
  it('starts from the server retry and doubles on each failure in a row, up to 60 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, { base: 3000, random: noJitter }));
    expect(delays).toEqual([3000, 6000, 12000, 24000, 48000, 60000, 60000]);
  });

  it('adds at most ±20 % jitter and never exceeds the maximum', () => {
    expect(reconnectDelay(2, { base: 3000, random: () => 0 })).toBe(4800);
    expect(reconnectDelay(2, { base: 3000, random: () => 0.999 })).toBeCloseTo(7200, -1);
    expect(reconnectDelay(20, { base: 3000, random: () => 0.999 })).toBe(RECONNECT_MAX);
  });

  it('retries a drop, but not a 401 (waits for a new token) nor a close', () => {
    expect(shouldRetry('dropped')).toBe(true);
    expect(shouldRetry('unauthorized')).toBe(false);
    expect(shouldRetry('closed')).toBe(false);
  });
});

/** A streamed response whose body the test writes to, then ends. */
function streamed(chunks: string[], { end = true } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const enc = new TextEncoder();
      for (const c of chunks) controller.enqueue(enc.encode(c));
      if (end) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const counts: UnreadCounts = { total: 2, byType: { '0': 1, '1': 0, '2': 1 }, allByType: { '0': 3, '1': 0, '2': 1 } };
const remind: Remind = {
  id: '9',
  type: 2,
  eventKey: 'system',
  businessId: '0',
  msg: 'hello',
  isRead: 0,
  createTime: '2026-01-01 10:00:00',
};

afterEach(() => vi.useRealTimers());

describe('the reminder stream', () => {
  it('hands over ready and remind events, and reconnects after the server drops it', async () => {
    const open = vi
      .fn<(signal: AbortSignal) => Promise<Response>>()
      .mockResolvedValueOnce(
        streamed([
          `retry: 3000\n\nevent: ready\ndata: ${JSON.stringify(counts)}\n\n`,
          `event: remind\ndata: `,
          `${JSON.stringify(remind)}\n\n`,
        ]),
      )
      .mockResolvedValue(streamed([`event: ready\ndata: ${JSON.stringify(counts)}\n\n`], { end: false }));
    const delay = vi.fn(() => 5);
    const onReady = vi.fn();
    const onRemind = vi.fn();
    const close = connectRemindStream({ onReady, onRemind }, { open, delay });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(onRemind).toHaveBeenCalledWith(remind);
    expect(onReady).toHaveBeenCalledWith(counts);
    // The first connection had delivered `ready`: the count of failures starts again at 1.
    expect(delay).toHaveBeenCalledWith(1, 3000);
    close();
  });

  it('backs off longer on each failed attempt in a row', async () => {
    const open = vi.fn<(signal: AbortSignal) => Promise<Response>>().mockRejectedValue(new TypeError('offline'));
    const delay = vi.fn(() => 10);
    const close = connectRemindStream({ onReady: vi.fn(), onRemind: vi.fn() }, { open, delay });
    await vi.waitFor(() => expect(delay.mock.calls.length).toBeGreaterThanOrEqual(3));
    close();
    expect(delay.mock.calls.slice(0, 3).map((c) => (c as unknown[])[0])).toEqual([1, 2, 3]);
  });

  it('stops on 401 and says so; closing stops the loop', async () => {
    const open = vi
      .fn<(signal: AbortSignal) => Promise<Response>>()
      .mockResolvedValue(new Response('', { status: 401 }));
    const statuses: StreamStatus[] = [];
    connectRemindStream({ onReady: vi.fn(), onRemind: vi.fn(), onStatus: (s) => statuses.push(s) }, { open });
    await vi.waitFor(() => expect(statuses).toContain('signedOut'));
    expect(open).toHaveBeenCalledTimes(1);

    const never = vi.fn<(signal: AbortSignal) => Promise<Response>>(
      (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const seen: StreamStatus[] = [];
    const close = connectRemindStream(
      { onReady: vi.fn(), onRemind: vi.fn(), onStatus: (s) => seen.push(s) },
      { open: never },
    );
    close();
    await vi.waitFor(() => expect(seen).toContain('closed'));
    expect(never).toHaveBeenCalledTimes(1);
  });
});
