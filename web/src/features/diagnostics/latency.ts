/** The middle of the samples (the mean of the two middle ones for an even count); undefined when none. */
export function median(samples: readonly number[]): number | undefined {
  if (!samples.length) return undefined;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Uptime split for display: days, hours, minutes, seconds. */
export function uptimeParts(seconds: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(seconds));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3600),
    m: Math.floor((total % 3600) / 60),
    s: total % 60,
  };
}

/**
 * Times `samples` round trips one after another (never in parallel, so each measures one trip),
 * reporting each as it comes. Answers the samples in milliseconds, rounded to 0.1 ms.
 */
export async function measureLatency(
  ping: () => Promise<unknown>,
  samples: number,
  onSample: (ms: number) => void = () => undefined,
  now: () => number = () => performance.now(),
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = now();
    await ping();
    const ms = Math.round((now() - start) * 10) / 10;
    out.push(ms);
    onSample(ms);
  }
  return out;
}
