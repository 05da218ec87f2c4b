import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import { useAuthStore } from 'shared-contracts/client';
import { type User } from 'shared-contracts';
import { fetchStudentInscription, inscriptionFromState, type StudentInscription } from '../api/inscription';
import { fetchUser } from '../api/user';

export type PrefillState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; user: User | null; inscription: StudentInscription | null };

/**
 * What the form starts from: the signed-in user (GET user/{id}) and the existing inscription,
 * taken from navigation state or, when the URL was opened directly, GET students/inscription.
 */
export function useRegistrationPrefill(editionId: string): PrefillState & { reload: () => void } {
  const location = useLocation();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [fromState] = useState(() => inscriptionFromState(location.state));
  const [state, setState] = useState<PrefillState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    Promise.all([
      userId ? fetchUser(userId, { signal }) : Promise.resolve(null),
      fromState ? Promise.resolve(fromState) : fetchStudentInscription(editionId, { signal }),
    ]).then(
      ([user, inscription]) => {
        if (!signal.aborted) setState({ status: 'ready', user, inscription });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('[registration] loading the user or the inscription failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [editionId, userId, fromState, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
