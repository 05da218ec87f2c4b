import type { Kysely } from 'kysely';
import type { CorrectionStatus } from '../../shared-rules.js';
import type { Database } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';
import { isBlankAnswer } from '../exams/scoring.js';
import type { Exam } from '../exams/load.js';
import { dbNow } from '../exams/timing.js';
import { loadAnswers } from '../participations/load.js';
import {
  participationResource,
  resultsVisible,
  type Answer,
  type Participation,
} from '../participations/resource.js';
import { loadRecommendationIds } from '../teacher-recommendations/load.js';
import { filePhaseExamIds } from './load.js';

/** An active open-ended question of an exam (what correction counts). */
export interface OpenQuestion {
  id: number;
  exam_id: number;
}

/** The active open-ended questions of these exams. */
export async function openQuestionsOf(db: Kysely<Database>, examIds: number[]): Promise<OpenQuestion[]> {
  if (!examIds.length) return [];
  return db
    .selectFrom('questions')
    .select(['id', 'exam_id'])
    .where('exam_id', 'in', examIds)
    .where('kind', '=', 'open_ended')
    .where('status', '=', 'active')
    .execute();
}

/**
 * 'pending' when an active open-ended question was answered (with text) and has no final score yet; an
 * open question left blank scores 0 by itself and is not pending. File phases: pending while the staff
 * have not given the participation's result_score.
 */
export function correctionStatus(
  p: Pick<Participation, 'result_score'>,
  openQuestions: OpenQuestion[],
  answers: Pick<Answer, 'question_id' | 'user_answer' | 'open_ended_score'>[],
  filePhase: boolean,
): CorrectionStatus {
  if (filePhase) return p.result_score === null ? 'pending' : 'corrected';
  const byQuestion = new Map(answers.map((a) => [Number(a.question_id), a]));
  const pending = openQuestions.some((q) => {
    const a = byQuestion.get(Number(q.id));
    return !!a && !isBlankAnswer('open_ended', a.user_answer) && a.open_ended_score === null;
  });
  return pending ? 'pending' : 'corrected';
}

/** What the exam's staff see of each row besides the participant's own view (grading-wire.ts). */
export interface StaffExtras {
  status: CorrectionStatus;
  filePhase: boolean;
  email: string;
}

/**
 * The staff's view of a participation: the participant's resource plus its correction_status, the score
 * (file phases: result_score) and the user's e-mail.
 */
export function withStaffExtras(resource: Resource, p: Participation, extras: StaffExtras): Resource {
  const attributes = resource.attributes ?? {};
  attributes.correction_status = extras.status;
  attributes.score = extras.filePhase ? p.result_score : p.score;
  const user = resource.relationships?.user;
  if (user && !Array.isArray(user) && user.attributes) user.attributes.email = extras.email;
  return { ...resource, attributes };
}

/** The staff's extras of a page of participations, with a few statements whatever the page's size. */
export async function staffExtrasOf(
  db: Kysely<Database>,
  rows: Participation[],
  exams: Exam[],
  answers: Map<number, Answer[]>,
): Promise<Map<number, StaffExtras>> {
  const out = new Map<number, StaffExtras>();
  if (!rows.length) return out;
  const [open, filePhases, users] = await Promise.all([
    openQuestionsOf(
      db,
      exams.map((e) => e.id),
    ),
    filePhaseExamIds(db, exams),
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'id',
        'in',
        rows.map((r) => r.user_id),
      )
      .execute(),
  ]);
  const emails = new Map(users.map((u) => [u.id, u.email]));
  for (const p of rows) {
    const filePhase = filePhases.has(p.exam_id);
    out.set(p.id, {
      filePhase,
      email: emails.get(p.user_id) ?? '',
      status: correctionStatus(
        p,
        open.filter((q) => q.exam_id === p.exam_id),
        answers.get(p.id) ?? [],
        filePhase,
      ),
    });
  }
  return out;
}

/** One participation as the caller may see it: the staff's view, or the participant's own. */
export async function participationView(
  db: Kysely<Database>,
  p: Participation,
  exam: Exam,
  staff: boolean,
): Promise<Resource> {
  const [now, answers, recommendations, user] = await Promise.all([
    dbNow(db),
    loadAnswers(db, [p.id]),
    loadRecommendationIds(db, [p.id]),
    db.selectFrom('users').select('name').where('id', '=', p.user_id).executeTakeFirst(),
  ]);
  const resource = participationResource(p, {
    now,
    answers: answers.get(p.id) ?? [],
    showResults: resultsVisible(exam, now, staff),
    user: { id: p.user_id, name: user?.name ?? null },
    recommendationId: recommendations.get(p.id) ?? null,
  });
  if (!staff) return resource;
  const extras = await staffExtrasOf(db, [p], [exam], answers);
  return withStaffExtras(resource, p, extras.get(p.id)!);
}
