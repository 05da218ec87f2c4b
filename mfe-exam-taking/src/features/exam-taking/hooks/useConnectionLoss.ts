import { useEffect, useRef } from 'react';

/** Calls `onLost` when the browser reports it went offline, while `active`. */
export function useConnectionLoss(active: boolean, onLost: () => void): void {
  const latest = useRef(onLost);
  useEffect(() => {
    latest.current = onLost;
  }, [onLost]);
  useEffect(() => {
    if (!active) return;
    const lost = () => latest.current();
    window.addEventListener('offline', lost);
    return () => window.removeEventListener('offline', lost);
  }, [active]);
}
