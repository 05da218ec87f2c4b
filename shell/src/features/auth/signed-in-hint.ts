import { PERSISTED_KEYS } from 'shared-contracts';

/**
 * The cookie that tells the server a browser is signed in. It holds no secret (the session stays in local
 * storage and travels as headers): without it, a plain `/` is answered with the small signed-out landing
 * (`landing.html`) instead of the app; with it, with the app, which takes a signed-in user to their
 * screens. The API's `SIGNED_IN_HINT_COOKIE` and nginx's `$cookie_olympiad_signed_in` read it.
 */
export const SIGNED_IN_HINT_NAME = 'olympiad_signed_in';
const SIGNED_IN = `${SIGNED_IN_HINT_NAME}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
const SIGNED_OUT = `${SIGNED_IN_HINT_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;

/** Sets or clears the cookie (only when it changes: it goes with every request to the site). */
export function setSignedInHint(signedIn: boolean, doc: Document = document): void {
  const present = doc.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_NAME}=1`);
  if (present !== signedIn) doc.cookie = signedIn ? SIGNED_IN : SIGNED_OUT;
}

/** Whether the session the auth store persisted (`olympiad:auth`) is a signed-in one. */
export function persistedSignIn(read: (key: string) => string | null): boolean {
  try {
    const persisted = JSON.parse(read(PERSISTED_KEYS.auth) ?? 'null') as {
      state?: { credentials?: unknown; user?: unknown };
    } | null;
    return Boolean(persisted?.state?.credentials && persisted.state.user);
  } catch {
    return false;
  }
}
