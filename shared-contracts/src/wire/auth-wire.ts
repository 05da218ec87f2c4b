/**
 * The API session on the wire, for the API and its clients alike: three headers carry it, on every
 * authenticated request and on the sign-in answer.
 */
export const AUTH_HEADERS = { accessToken: 'access-token', uid: 'uid', client: 'client' } as const;

export interface Credentials {
  accessToken: string;
  uid: string;
  client: string;
}

/** The credentials in a set of headers (`get` reads one by name), or null when any is missing. */
export function credentialsFrom(get: (name: string) => string | null | undefined): Credentials | null {
  const accessToken = get(AUTH_HEADERS.accessToken)?.trim();
  const uid = get(AUTH_HEADERS.uid)?.trim();
  const client = get(AUTH_HEADERS.client)?.trim();
  return accessToken && uid && client ? { accessToken, uid, client } : null;
}

/** The headers that carry the credentials. */
export const credentialHeaders = (c: Credentials): Record<string, string> => ({
  [AUTH_HEADERS.accessToken]: c.accessToken,
  [AUTH_HEADERS.uid]: c.uid,
  [AUTH_HEADERS.client]: c.client,
});
