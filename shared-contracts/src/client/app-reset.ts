import { PERSISTED_KEYS } from '../persist/persisted-keys';

const KEEP = new Set<string>(Object.values(PERSISTED_KEYS));

type ResetListener = () => void;
const listeners = new Set<ResetListener>();

/** Stores that hold non-persisted state register here so a reset clears them. */
export function onAppReset(listener: ResetListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetAppState(storage: Storage | undefined = globalThis.localStorage): void {
  if (storage) {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key && !KEEP.has(key)) storage.removeItem(key);
    }
  }
  globalThis.sessionStorage?.clear();
  listeners.forEach((l) => l());
}
