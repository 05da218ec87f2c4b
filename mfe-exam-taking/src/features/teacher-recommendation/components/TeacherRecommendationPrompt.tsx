import { useRecommendationPrompt } from '../hooks/useRecommendationPrompt';
import { TeacherRecommendationDialog } from './TeacherRecommendationDialog';

/**
 * The teacher-recommendation question after finishing (spec 3 §4): asked when `enabled` (the exam has
 * open-ended questions and was just finished) and the participation lacks a complete recommendation.
 */
export function TeacherRecommendationPrompt({
  participationId,
  enabled,
}: {
  participationId: string;
  enabled: boolean;
}) {
  const { state, finish } = useRecommendationPrompt(participationId, enabled);
  if (state.status !== 'asking') return null;
  return (
    <TeacherRecommendationDialog
      participationId={participationId}
      recommendation={state.recommendation}
      onDone={finish}
    />
  );
}
