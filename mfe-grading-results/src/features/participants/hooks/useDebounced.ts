import { useEffect, useState } from 'react';

/** The search's debounce (spec: about 400 ms). */
export const SEARCH_DEBOUNCE_MS = 400;

/** `value` once it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
