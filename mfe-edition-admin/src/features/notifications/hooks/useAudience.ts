import { useState } from 'react';
import { groupAllowsExam, groupNeedsExam, type NotificationGroup } from 'shared-contracts';
import type { PhaseChoice } from './usePhaseChoices';

/**
 * The group and phase of a send (spec 2 §5): the phases offered are those the group allows; a phase
 * that the new group does not allow is dropped; the phase is missing when the group needs one.
 */
export function useAudience(choices: readonly PhaseChoice[]) {
  const [group, setGroupState] = useState<NotificationGroup>('students');
  const [examId, setExamId] = useState('');
  const allowed = choices.filter((c) => groupAllowsExam(group, c));
  const chosen = allowed.some((c) => c.id === examId) ? examId : '';
  const phaseMissing = groupNeedsExam(group) && chosen === '';
  const setGroup = (next: NotificationGroup) => {
    setGroupState(next);
    if (!choices.some((c) => c.id === examId && groupAllowsExam(next, c))) setExamId('');
  };
  const reset = () => {
    setGroupState('students');
    setExamId('');
  };
  return { group, setGroup, examId: chosen, setExamId, allowed, phaseMissing, reset };
}

export type Audience = ReturnType<typeof useAudience>;
