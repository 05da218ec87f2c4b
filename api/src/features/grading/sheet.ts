import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CorrectionItem, CorrectionSheet } from '../../shared-rules.js';
import { isBlankAnswer } from '../exams/scoring.js';
import { examStatus } from '../exams/resource.js';
import { loadQuestions, type Exam } from '../exams/load.js';
import { dbNow } from '../exams/timing.js';
import type { Participation } from '../participations/resource.js';
import { callerRound, type Mark } from './marks.js';

/**
 * The correction sheet of a participation for one caller (GET participations/{id}/correction): the
 * exam's active open-ended questions in exam order (cancelled ones are skipped: they score by the
 * exam's policy), each with the participant's answer and the caller's round and mark. Single marking:
 * round 'final' for every staff member. Double marking: see `callerRound`.
 */
export async function correctionSheet(
  db: Kysely<Database>,
  p: Participation,
  exam: Exam,
  callerId: number,
): Promise<CorrectionSheet> {
  const [questions, answers, marks, user, now] = await Promise.all([
    loadQuestions(db, exam),
    db.selectFrom('answers').selectAll().where('participation_id', '=', p.id).execute(),
    db
      .selectFrom('corrections')
      .select(['question_id', 'round', 'corrector_id', 'score', 'comment'])
      .where('participation_id', '=', p.id)
      .execute(),
    db.selectFrom('users').select('name').where('id', '=', p.user_id).executeTakeFirst(),
    dbNow(db),
  ]);
  const answerOf = new Map(answers.map((a) => [Number(a.question_id), a]));
  const items: CorrectionItem[] = [];
  questions.forEach((q, index) => {
    if (q.kind !== 'open_ended' || q.status !== 'active') return;
    const answer = answerOf.get(Number(q.id));
    const base = {
      question_id: String(q.id),
      number: index + 1,
      statement: q.statement,
      weight: Number(q.weight),
      resolution: q.resolution?.comment ?? null,
      answer: answer && !isBlankAnswer('open_ended', answer.user_answer) ? answer.user_answer : null,
    };
    const final = {
      round: 'final' as const,
      score: answer?.open_ended_score ?? null,
      comment: answer?.open_ended_comment ?? null,
    };
    if (!exam.double_marking) {
      items.push({ ...base, ...final });
      return;
    }
    const part = callerRound(marks.filter((m) => Number(m.question_id) === Number(q.id)) as Mark[], callerId);
    if (part.round === 'hidden') return;
    if (part.round === 'final') items.push({ ...base, ...final });
    else
      items.push({
        ...base,
        round: part.round,
        score: part.mark.score === null ? null : Number(part.mark.score),
        comment: part.mark.comment,
        ...(part.round === 3 ? { marks: part.marks } : {}),
      });
  });
  return {
    participation_id: String(p.id),
    user: { id: String(p.user_id), name: user?.name ?? null },
    exam: { id: String(exam.id), status: examStatus(exam, now), double_marking: exam.double_marking },
    items,
  };
}
