import { useCallback, useEffect } from 'react';
import { isAbortError, useMutation, useQuery, useQueryClient } from 'shared-contracts/client';
import { confirmAwards, fetchUnseenAwards, type Award } from '../api/awards';

const UNSEEN_AWARDS_KEY = ['awards', 'unseen'] as const;
const NONE: Award[] = [];

/**
 * The caller's awards not yet shown (spec 3 §2.1), and `dismiss`, which confirms them on the server
 * (PUT confirm-awards) so the tutorial does not open again. A failed read shows nothing.
 */
export function useUnseenAwards() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: UNSEEN_AWARDS_KEY,
    queryFn: ({ signal }) => fetchUnseenAwards({ signal }),
  });
  useEffect(() => {
    if (query.error && !isAbortError(query.error))
      console.error('[awards] could not read the awards', query.error);
  }, [query.error]);
  const confirm = useMutation({
    mutationFn: confirmAwards,
    onError: (error: unknown) => console.error('[awards] could not confirm the awards', error),
  });
  const { mutate } = confirm;
  const dismiss = useCallback(() => {
    // Seen: the list is empty from now on, whatever the confirmation's answer.
    queryClient.setQueryData<Award[]>(UNSEEN_AWARDS_KEY, []);
    mutate();
  }, [queryClient, mutate]);
  return { awards: query.data ?? NONE, dismiss };
}
