import { useCallback, useEffect, useState } from 'react';
import { fetchRegistrationEdition, isNotFound, type RegistrationEdition } from '../api/edition';

export type EditionState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; edition: RegistrationEdition };

/** Loads the edition of the route; tells an unknown id from a failure, which `reload` retries. */
export function useRegistrationEdition(id: string | undefined): EditionState & { reload: () => void } {
  const [state, setState] = useState<EditionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchRegistrationEdition(id, { signal: controller.signal }).then(
      (edition) => {
        if (!controller.signal.aborted) setState({ status: 'ready', edition });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isNotFound(error)) console.error('[registration] loading the edition failed', error);
        setState({ status: isNotFound(error) ? 'notFound' : 'error' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
