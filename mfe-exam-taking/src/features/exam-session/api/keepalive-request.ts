import { apiBaseUrl, JSON_API_TYPE, useAuthStore } from 'shared-contracts/client';

/**
 * A JSON:API call that outlives the page (fetch with `keepalive`), for the last saves as the page is
 * hidden, closed or reloaded. It carries the auth headers the API client sends, and the request
 * starts at once, inside the event handler that calls it (the page may be gone after it). Answers the
 * reply's document when the page is still there to read it.
 */
export async function sendKeepalive(method: 'put', path: string, body: unknown): Promise<unknown> {
  const headers = new Headers({ accept: JSON_API_TYPE, 'content-type': JSON_API_TYPE });
  const credentials = useAuthStore.getState().credentials;
  if (credentials) {
    headers.set('access-token', credentials.accessToken);
    headers.set('uid', credentials.uid);
    headers.set('client', credentials.client);
  }
  const url = new URL(`${apiBaseUrl()}/${path}`, globalThis.location?.origin ?? 'http://localhost');
  const response = await fetch(url, {
    method: method.toUpperCase(),
    headers,
    body: JSON.stringify(body),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
