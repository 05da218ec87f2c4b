import { useIntl } from 'react-intl';
import type { ExamForGroup, Phase } from 'shared-contracts';
import { useQuery } from 'shared-contracts/client';
import { examKeys, examNameOf, fetchExams } from '../../exams';
import { phaseLabelMessages } from '../messages';

/** An exam of the edition as the phase select offers it, with what groupAllowsExam reads. */
export interface PhaseChoice extends ExamForGroup {
  id: string;
  label: string;
}

/** All of an edition's exams in one request (the API's largest page; an edition has a handful). */
const ALL_EXAMS = 100;

/**
 * The edition's exams for the phase select (spec 2 §5): GET exams (the exam list's read, with
 * ranking_available_at), each with its phase's categories from the edition's phases.
 */
export function usePhaseChoices(editionId: string, phases: readonly Phase[] | undefined) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: [...examKeys.edition(editionId), 'all'],
    queryFn: ({ signal }) => fetchExams({ editionId, page: 1, size: ALL_EXAMS }, { signal }),
  });
  const choices: PhaseChoice[] = (query.data?.items ?? []).map((exam) => {
    const phaseText = intl.formatMessage(phaseLabelMessages.phaseOf, { phase: exam.phase });
    const name = examNameOf(exam, phaseText);
    return {
      id: exam.id,
      label: name === phaseText ? name : `${phaseText} — ${name}`,
      categories: phases?.find((p) => p.phase === exam.phase)?.categories ?? [],
      ranking_available_at: exam.ranking_available_at,
    };
  });
  return { choices, loading: query.isPending, failed: query.isError };
}

export type PhaseChoices = ReturnType<typeof usePhaseChoices>;
