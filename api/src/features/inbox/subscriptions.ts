import { isIP } from 'node:net';

/** Devices kept per user: subscribing one more drops the oldest. */
export const MAX_DEVICES = 20;

/**
 * Whether a push endpoint may be stored. The server will POST to it, so only a public https host is
 * taken: no IP address, no single-label or local host name; or an origin configured as a push service
 * (PUSH_SERVICE_ORIGINS: a self-hosted one, a local stand-in in tests).
 */
export function acceptsEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin) && !url.username && !url.password) return true;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  if (!host.includes('.')) return false;
  return !/\.(localhost|local|internal|home|lan|localdomain)$/.test(host);
}
