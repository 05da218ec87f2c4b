import { useCallback, useEffect, useState } from 'react';
import { HTTPError } from 'ky';

export type LoadedResource<T> =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; value: T };

/** Whether a failed call was answered 404. */
export const isNotFoundError = (error: unknown): boolean =>
  error instanceof HTTPError && error.response.status === 404;

/**
 * Loads one resource for a screen (the id of the route): tells an unknown id (404, or no id) from a
 * failure, ignores answers that arrive after the id changed, and `reload` retries.
 */
export function useLoadedResource<T>(
  id: string | undefined,
  load: (id: string, options: { signal: AbortSignal }) => Promise<T>,
  label: string,
): LoadedResource<T> & { reload: () => void } {
  const [state, setState] = useState<LoadedResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(id, { signal: controller.signal }).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isNotFoundError(error);
        if (!notFound) console.error(`[${label}] load failed`, error);
        setState({ status: notFound ? 'notFound' : 'error' });
      },
    );
    return () => controller.abort();
  }, [id, load, label, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
