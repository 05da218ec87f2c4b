import { useEffect, useState } from 'react';

/** Remote selects search 500 ms after the user stops typing (spec 1 §7, §9). */
export const REMOTE_SELECT_DEBOUNCE_MS = 500;

/**
 * The search term of what the user typed, trimmed, once typing paused for the debounce delay;
 * '' at once when nothing is being typed (`typed` null).
 */
export function useSearchTerm(typed: string | null, delay = REMOTE_SELECT_DEBOUNCE_MS): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    if (typed === null) {
      setTerm('');
      return;
    }
    const timer = setTimeout(() => setTerm(typed.trim()), delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);
  return term;
}
