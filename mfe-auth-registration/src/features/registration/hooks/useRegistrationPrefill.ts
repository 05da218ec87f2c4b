import { useEffect, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import { isAbortError, useAuthStore, useQuery } from 'shared-contracts/client';
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
 * Read afresh each time the form opens (not from the cache): they are the form's first values.
 */
export function useRegistrationPrefill(editionId: string): PrefillState & { reload: () => void } {
  const location = useLocation();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [fromState] = useState(() => inscriptionFromState(location.state));
  const query = useQuery({
    queryKey: ['registration-prefill', editionId, userId, fromState?.id ?? null],
    queryFn: async ({ signal }) => {
      const [user, inscription] = await Promise.all([
        userId ? fetchUser(userId, { signal }) : Promise.resolve(null),
        fromState ? Promise.resolve(fromState) : fetchStudentInscription(editionId, { signal }),
      ]);
      return { user, inscription };
    },
    gcTime: 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error && !isAbortError(error))
      console.error('[registration] loading the user or the inscription failed', error);
  }, [error]);

  const reload = () => void query.refetch();
  if (query.isSuccess) return { status: 'ready', ...query.data, reload };
  // A retry shows the loading state again until it is answered.
  if (query.isError && !query.isFetching) return { status: 'error', reload };
  return { status: 'loading', reload };
}
