import { useEffect, useState } from 'react';

/** Searches wait this long after the user stops typing (spec 3 §5: participant search 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value` once it stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
