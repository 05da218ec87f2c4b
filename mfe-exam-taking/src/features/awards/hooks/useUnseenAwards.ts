import { useCallback, useEffect, useState } from 'react';
import { confirmAwards, fetchUnseenAwards, type Award } from '../api/awards';

/**
 * The caller's awards not yet shown (spec 3 §2.1), and `dismiss`, which confirms them on the server
 * (PUT confirm-awards) so the tutorial does not open again. A failed read shows nothing.
 */
export function useUnseenAwards() {
  const [awards, setAwards] = useState<Award[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchUnseenAwards({ signal: controller.signal }).then(
      (found) => {
        if (!controller.signal.aborted) setAwards(found);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('[awards] could not read the awards', error);
      },
    );
    return () => controller.abort();
  }, []);
  const dismiss = useCallback(() => {
    setAwards([]);
    confirmAwards().catch((error: unknown) => console.error('[awards] could not confirm the awards', error));
  }, []);
  return { awards, dismiss };
}
