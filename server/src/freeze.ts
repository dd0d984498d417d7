/**
 * Freezes plain objects and arrays all the way down, in place, and answers the value. A cached
 * value is shared by every request that reads it, so nothing may change it; freezing turns an
 * accidental change into an error at the line that tries, and lets the serializer keep the
 * checked JSON of a frozen answer (`http/serialize.ts`).
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  // Dates, buffers, maps and class instances keep their own rules; only data is frozen.
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
