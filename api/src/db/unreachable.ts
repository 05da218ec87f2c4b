/**
 * "The database cannot be reached right now" (a restart, a failover, the network): the request was not
 * wrong and may well succeed in a few seconds, so the API answers 503 with Retry-After instead of 500
 * (api/src/jsonapi/error-handler.ts), and the hot-path batches fail at once instead of retrying item by
 * item (db/batcher.ts).
 */

/** Thrown where the database did not answer for a reason of its own (the readiness query). */
export class DatabaseUnreachable extends Error {
  constructor(message = 'database unreachable', options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnreachable';
  }
}

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: 57P01 admin_shutdown (pg_ctl stop/restart
 * -m fast ends the sessions), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down,
 * in recovery); class 08 is every connection exception (08000, 08003, 08006, 08001, 08004, …).
 */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres and its pool say when a connection broke under a query or cannot be used. */
const LOST_CONNECTION = [
  /^Connection terminated/i, // "… unexpectedly", "… due to connection timeout"
  /is not queryable/i, // "Client has encountered a connection error and is not queryable"
  /timeout exceeded when trying to connect/i,
];

/**
 * Whether `error` says the database cannot be reached (node-postgres errors; PGlite runs in the process
 * and has none of these). An AggregateError (a host name with several addresses, each refused) counts
 * when all of its errors do.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachable) return true;
  if (error instanceof AggregateError && error.errors.length > 0)
    return error.errors.every(isDatabaseUnreachable);
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GONE.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && LOST_CONNECTION.some((pattern) => pattern.test(message));
}
