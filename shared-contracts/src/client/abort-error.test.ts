import { CancelledError } from '@tanstack/react-query';
import ky from 'ky';
import { isAbortError } from './abort-error';

// Issue 33, item 5: a request cancelled because its screen was left is not a failure to log.
describe('isAbortError', () => {
  it('recognises an aborted fetch, a DOMException AbortError and react-query’s cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException('signal is aborted without reason', 'AbortError'))).toBe(true);
    expect(isAbortError(new CancelledError())).toBe(true);
    const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    expect(isAbortError(aborted)).toBe(true);
    const fetchFailure = await ky
      .get('http://api.test/never', {
        // What the browser's fetch does with an aborted signal; ky passes it on unwrapped.
        fetch: () => Promise.reject(new DOMException('signal is aborted without reason', 'AbortError')),
        retry: 0,
      })
      .catch((error: unknown) => error);
    expect(isAbortError(fetchFailure)).toBe(true);
  });

  it('does not take a real failure for one', () => {
    expect(isAbortError(new Error('Failed to fetch'))).toBe(false);
    expect(isAbortError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(isAbortError(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(false);
    expect(isAbortError(undefined)).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
