import { useEffect, useRef, useState } from 'react';

const isOffline = () => globalThis.navigator?.onLine === false;

/**
 * While `active`: whether the browser reports being offline, and `onLost` once it has stayed offline
 * for `graceMs` (a blip shorter than that only shows). Coming back online before then cancels it.
 */
export function useConnectionLoss(
  active: boolean,
  onLost: () => void,
  graceMs: number,
): { offline: boolean } {
  const latest = useRef(onLost);
  useEffect(() => {
    latest.current = onLost;
  }, [onLost]);
  const [offline, setOffline] = useState(isOffline);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lost = () => {
      setOffline(true);
      if (timer === undefined) timer = setTimeout(() => latest.current(), graceMs);
    };
    const back = () => {
      setOffline(false);
      clearTimeout(timer);
      timer = undefined;
    };
    if (isOffline()) lost();
    window.addEventListener('offline', lost);
    window.addEventListener('online', back);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
    };
  }, [active, graceMs]);
  return { offline };
}
