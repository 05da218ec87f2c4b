import { useEffect, useState } from 'react';
import { fetchEdition, isNotFound, type EditionDetail } from '../api/edition';

export type EditionState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; edition: EditionDetail };

/** Loads the edition of the route (with its coordinators) and tells an unknown id from a failure. */
export function useEdition(id: string | undefined): EditionState {
  const [state, setState] = useState<EditionState>({ status: 'loading' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchEdition(id, { signal: controller.signal }).then(
      (edition) => {
        if (!controller.signal.aborted) setState({ status: 'ready', edition });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isNotFound(error)) console.error('[edition-detail] load failed', error);
        setState({ status: isNotFound(error) ? 'notFound' : 'error' });
      },
    );
    return () => controller.abort();
  }, [id]);
  return state;
}
