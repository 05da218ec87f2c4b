/**
 * Locally persisted state is limited to authentication, in-progress exams and language
 * (spec 1 §4), plus the dismissal of the mobile-app pop-up, which must not come back on every visit. Everything else lives in memory and is cleared by resetAppState.
 */
export const PERSISTED_KEYS = {
  auth: 'olympiad:auth',
  exams: 'olympiad:exams-in-progress',
  language: 'olympiad:language',
  /** The mobile-app pop-up was dismissed in this browser: it is not shown again (issue 11). */
  mobileAppDismissed: 'olympiad:mobile-app-dismissed',
} as const;

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
