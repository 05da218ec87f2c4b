import { useEffect, useState } from 'react';
import { isAbortError, useQuery } from 'shared-contracts/client';
import { fetchRecommendation, type Recommendation } from '../api/teacher-recommendation';
import { needsRecommendation } from '../recommendation-rule';

export type PromptState =
  { status: 'idle' } | { status: 'asking'; recommendation: Recommendation | null } | { status: 'done' };

/** The query key of a participation's teacher recommendation. */
export const recommendationKey = (participationId: string) => ['teacherRecommendation', participationId];

/**
 * Whether to ask the participant for the teacher who recommended the olympiad (spec 3 §4): once
 * `enabled`, reads the participation's recommendation and asks when it is missing or incomplete. A
 * failed read asks nothing (the participant is not bothered with an error about an optional question).
 */
export function useRecommendationPrompt(participationId: string, enabled: boolean) {
  const [finished, setFinished] = useState(false);
  const query = useQuery({
    queryKey: recommendationKey(participationId),
    queryFn: ({ signal }) => fetchRecommendation(participationId, { signal }),
    enabled: enabled && Boolean(participationId),
    // Asked once per finished exam: a later answer must not reopen a dialog the participant closed.
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.error && !isAbortError(query.error))
      console.error('[teacher-recommendation] could not read the recommendation', query.error);
  }, [query.error]);
  let state: PromptState = { status: 'idle' };
  if (finished || query.isError) state = { status: 'done' };
  else if (query.isSuccess)
    state = needsRecommendation(query.data)
      ? { status: 'asking', recommendation: query.data }
      : { status: 'done' };
  return { state, finish: () => setFinished(true) };
}
