import type { Exam, Participation } from '../exam-common/exam-types';

/** What the exam detail offers for taking the exam (spec 3 §2.4, §4 "Exam status"). */
export type StartState =
  /** Presential exams are not taken here: no button. */
  | { kind: 'presential' }
  /** Not classified for this phase: no button, a way back to the edition. */
  | { kind: 'notRanked' }
  /** Disabled, "Fase ainda não disponível." */
  | { kind: 'upcoming' }
  /** Disabled, "Tempo esgotado". */
  | { kind: 'timeOver'; finished: boolean }
  /** The exam has no questions to show: "Erro ao abrir a prova." */
  | { kind: 'cannotOpen' }
  | { kind: 'start'; firstQuestionId: string }
  | { kind: 'continue'; firstQuestionId: string };

/** Exam-engine codes a refused start maps to. */
export type StartRefusal = 'exam.error.notRanked' | 'exam.error.notStarted' | 'exam.error.timeOver' | string;

export function startState(
  exam: Pick<Exam, 'kind' | 'status' | 'ranked_user' | 'questions'>,
  participation: Pick<Participation, 'status' | 'time_left'> | null,
  refusal?: StartRefusal,
): StartState {
  if (exam.kind === 'presential') return { kind: 'presential' };
  if (refusal === 'exam.error.notRanked') return { kind: 'notRanked' };
  if (exam.status === 'upcoming' || refusal === 'exam.error.notStarted') return { kind: 'upcoming' };
  const finished = participation?.status === 'finished';
  if (
    exam.status === 'expired' ||
    finished ||
    participation?.time_left === 0 ||
    refusal === 'exam.error.timeOver'
  )
    return { kind: 'timeOver', finished };
  if (!exam.ranked_user) return { kind: 'notRanked' };
  const first = exam.questions[0];
  if (!first) return { kind: 'cannotOpen' };
  return participation
    ? { kind: 'continue', firstQuestionId: first.id }
    : { kind: 'start', firstQuestionId: first.id };
}
