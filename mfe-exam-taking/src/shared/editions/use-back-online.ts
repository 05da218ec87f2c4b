import { useEffect, useState } from 'react';

/**
 * How many times the connection came back (the browser's `online` event) while this screen was shown:
 * 0 until it does. A list keyed by it loads again, and a "connection lost" notice can go.
 */
export function useBackOnline(): number {
  const [times, setTimes] = useState(0);
  useEffect(() => {
    const onOnline = () => setTimes((n) => n + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return times;
}
