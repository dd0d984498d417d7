import { useEffect, useState } from 'react';

const TYPING_PAUSE = 300;

/** The value once it has stopped changing for a moment (a search per pause, not per key). */
export function useDebounced<T>(value: T, delay = TYPING_PAUSE): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
