import { isCancelledError } from '@tanstack/react-query';

/**
 * Whether `error` is a cancelled request rather than a failure: a fetch (or a ky call) whose signal was
 * aborted — react-query aborts a query's signal when its screen is left — (a DOMException or Error named
 * 'AbortError'), or react-query's own cancellation. Not a failure: nothing to log, nothing to show.
 * A timeout (ky's TimeoutError, a 'TimeoutError' DOMException) is a failure.
 */
export function isAbortError(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  // By name, not by class: a DOMException may come from another realm (a test environment, a frame).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
