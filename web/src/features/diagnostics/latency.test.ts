import { describe, expect, it } from 'vitest';
import { measureLatency, median, uptimeParts } from './latency';

describe('latency figures', () => {
  it('takes the median of odd and even sample counts, and none of no samples', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([])).toBeUndefined();
  });

  it('times each round trip in turn', async () => {
    const clock = [0, 12, 20, 35.04, 40, 41];
    let calls = 0;
    let inFlight = 0;
    const seen: number[] = [];
    const samples = await measureLatency(
      async () => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        calls += 1;
        inFlight -= 1;
      },
      3,
      (ms) => seen.push(ms),
      () => clock.shift()!,
    );
    expect(calls).toBe(3);
    expect(samples).toEqual([12, 15, 1]);
    expect(seen).toEqual(samples);
  });

  it('splits an uptime into days, hours, minutes and seconds', () => {
    expect(uptimeParts(93_784)).toEqual({ d: 1, h: 2, m: 3, s: 4 });
    expect(uptimeParts(-5)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });
});
