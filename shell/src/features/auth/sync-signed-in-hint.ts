import { isSignedIn, useAuthStore } from 'shared-contracts/client';
import { setSignedInHint } from './signed-in-hint';

/**
 * Keeps the signed-in cookie in step with the auth store, from boot on: a sign-in sets it, a logout, a
 * failed sign-in or an expired session (401) clears it. Returns the unsubscribe.
 */
export function syncSignedInHint(): () => void {
  setSignedInHint(isSignedIn());
  return useAuthStore.subscribe((state) => setSignedInHint(isSignedIn(state)));
}
