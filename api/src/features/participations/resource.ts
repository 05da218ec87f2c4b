import type { Selectable } from 'kysely';
import type { AnswersTable, ParticipationsTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';
import { PARTICIPATION_ATTRIBUTE_NAMES } from '../../shared-rules.js';
import { answerKeyAvailable } from '../ratings/availability.js';
import type { Exam } from '../exams/load.js';
import { timeLeftSeconds } from '../exams/timing.js';

export type Participation = Selectable<ParticipationsTable>;
export type Answer = Selectable<AnswersTable>;

/** The attribute names of the wire contract (shared-contracts' wire/exam-wire.ts), for sparse fieldsets. */
export const participationAttributeNames = PARTICIPATION_ATTRIBUTE_NAMES;

/**
 * Scores and graders' notes are results: the exam's staff see them at once, the participant once the
 * exam has expired and its answer key was generated (result_available_at is set and has passed).
 */
export function resultsVisible(exam: Exam, now: Date, staff: boolean): boolean {
  return staff || answerKeyAvailable(exam, now);
}

export const participationStatus = (p: Participation): 'in_progress' | 'finished' =>
  p.finished_at ? 'finished' : 'in_progress';

function answerAttributes(a: Answer, withResults: boolean) {
  const out: Record<string, unknown> = {
    question_id: String(a.question_id),
    user_answer: a.user_answer,
    user_answer_timer: a.user_answer_timer,
    sequence: a.sequence,
    saved_at: a.saved_at,
  };
  if (withResults) {
    out.open_ended_score = a.open_ended_score;
    out.open_ended_comment = a.open_ended_comment;
  }
  return out;
}

export interface ParticipationView {
  now: Date;
  answers: Answer[];
  showResults: boolean;
  user?: { id: number; name: string | null };
  /** The participation's teacher recommendation id (null: none); the relationship is left out when absent. */
  recommendationId?: number | null;
}

export function participationResource(p: Participation, view: ParticipationView): Resource {
  return {
    type: 'participations',
    id: p.id,
    attributes: {
      started_at: p.started_at,
      ends_at: p.ends_at,
      time_left: p.finished_at ? 0 : timeLeftSeconds(p.ends_at, view.now),
      finished_at: p.finished_at,
      status: participationStatus(p),
      score: view.showResults ? p.score : null,
      answers: view.answers.map((a) => answerAttributes(a, view.showResults)),
    },
    relationships: {
      user: view.user
        ? { type: 'users', id: view.user.id, attributes: { name: view.user.name } }
        : { type: 'users', id: p.user_id },
      exam: { type: 'exams', id: p.exam_id },
      recommendation:
        view.recommendationId === undefined
          ? undefined
          : view.recommendationId === null
            ? null
            : { type: 'teacher_recommendations', id: view.recommendationId },
    },
  };
}
