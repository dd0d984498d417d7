/**
 * Snowflake-style 64-bit ids: 41 bits of milliseconds since 2026-01-01, 10 bits of worker,
 * 12 bits of sequence. The worker number is drawn from a database sequence at start, so
 * processes sharing one PostgreSQL never mint the same id.
 */
const EPOCH = 1767225600000n; // 2026-01-01T00:00:00Z
let worker = 0n;
let lastMs = -1n;
let seq = 0n;

export function setWorkerId(id: number): void {
  worker = BigInt(id & 0x3ff);
}

export function nextId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    seq = (seq + 1n) & 0xfffn;
    if (seq === 0n) {
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else if (now < lastMs) {
    // The clock went back: keep counting from the last instant rather than risk a duplicate.
    now = lastMs;
    seq = (seq + 1n) & 0xfffn;
  } else {
    seq = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (worker << 12n) | seq).toString();
}
