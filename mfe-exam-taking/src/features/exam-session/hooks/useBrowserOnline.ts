import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => globalThis.navigator?.onLine !== false;

/** Whether the browser says it is online, following its `online` and `offline` events. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
