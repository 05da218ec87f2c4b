import type { Exam, Participation } from '../../shared/exam/exam-types';

/** What the exam detail offers for taking the exam (spec 3 §2.4, §4 "Exam status"). */
export type StartState =
  /** Presential exams are not taken here: no button. */
  | { kind: 'presential' }
  /** Not classified for this phase: no button, a way back to the edition. */
  | { kind: 'notRanked' }
  /** Disabled, "Fase ainda não disponível." */
  | { kind: 'upcoming' }
  /** Disabled, "Tempo esgotado": the time ran out (the attempt may have been closed by it). */
  | { kind: 'timeOver'; finished: boolean }
  /** Disabled, "Prova finalizada": the participant finished before the time ran out. */
  | { kind: 'finishedEarly' }
  /** The exam has no questions to show: "Erro ao abrir a prova." */
  | { kind: 'cannotOpen' }
  | { kind: 'start'; firstQuestionId: string }
  | { kind: 'continue'; firstQuestionId: string };

/** Exam-engine codes a refused start maps to. */
export type StartRefusal = 'exam.error.notRanked' | 'exam.error.notStarted' | 'exam.error.timeOver' | string;

export function startState(
  exam: Pick<Exam, 'kind' | 'status' | 'ranked_user' | 'questions'>,
  participation:
    | (Pick<Participation, 'status' | 'time_left'> & Partial<Pick<Participation, 'finished_at' | 'ends_at'>>)
    | null,
  refusal?: StartRefusal,
): StartState {
  if (exam.kind === 'presential') return { kind: 'presential' };
  if (refusal === 'exam.error.notRanked') return { kind: 'notRanked' };
  if (exam.status === 'upcoming' || refusal === 'exam.error.notStarted') return { kind: 'upcoming' };
  const finished = participation?.status === 'finished';
  if (finished && finishedBeforeTheEnd(participation)) return { kind: 'finishedEarly' };
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

/** Finished by the participant before the attempt's end (not closed by the time running out). */
function finishedBeforeTheEnd(p: Partial<Pick<Participation, 'finished_at' | 'ends_at'>>): boolean {
  if (!p.finished_at || !p.ends_at) return false;
  return Date.parse(p.finished_at) < Date.parse(p.ends_at);
}
