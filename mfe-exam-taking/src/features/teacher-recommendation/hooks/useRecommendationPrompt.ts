import { useEffect, useState } from 'react';
import { fetchRecommendation, type Recommendation } from '../api/teacher-recommendation';
import { needsRecommendation } from '../recommendation-rule';

export type PromptState =
  { status: 'idle' } | { status: 'asking'; recommendation: Recommendation | null } | { status: 'done' };

/**
 * Whether to ask the participant for the teacher who recommended the olympiad (spec 3 §4): once
 * `enabled`, reads the participation's recommendation and asks when it is missing or incomplete. A
 * failed read asks nothing (the participant is not bothered with an error about an optional question).
 */
export function useRecommendationPrompt(participationId: string, enabled: boolean) {
  const [state, setState] = useState<PromptState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || !participationId) return;
    const controller = new AbortController();
    fetchRecommendation(participationId, { signal: controller.signal }).then(
      (recommendation) => {
        if (controller.signal.aborted) return;
        setState(
          needsRecommendation(recommendation) ? { status: 'asking', recommendation } : { status: 'done' },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[teacher-recommendation] could not read the recommendation', error);
        setState({ status: 'done' });
      },
    );
    return () => controller.abort();
  }, [participationId, enabled]);
  return { state, finish: () => setState({ status: 'done' }) };
}
