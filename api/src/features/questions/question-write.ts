import { sql, type Kysely, type Transaction } from 'kysely';
import { diffChanges, recordAudit, type Changes } from '../../audit/audit.js';
import type { Database } from '../../db/schema.js';
import type { AuditFixedField } from '../../shared-rules.js';
import { orderQuestions, type Exam, type Question } from '../exams/load.js';
import type { QuestionValues } from './question-input.js';

type Trx = Transaction<Database>;

/** What the audit compares of a question: the columns a write sets. */
export const auditedFields = (q: Question | QuestionValues): Partial<Record<AuditFixedField, unknown>> => ({
  statement: q.statement,
  kind: q.kind,
  style: q.style,
  alternatives: q.alternatives,
  resolution: q.resolution,
  education_subject_id: q.education_subject_id,
  character_limit: q.character_limit,
  weight: Number(q.weight),
});

/** Locks the exam's row: its question writes (order, positions, rescore) run one at a time. */
export const lockExam = (trx: Trx, examId: number) =>
  sql`select id from exams where id = ${examId} for update`.execute(trx);

/** The exam's question ids in presentation order (questions_order, then position). */
async function currentOrder(trx: Trx, examId: number): Promise<number[]> {
  const exam = await trx
    .selectFrom('exams')
    .select('questions_order')
    .where('id', '=', examId)
    .executeTakeFirstOrThrow();
  const rows = await trx.selectFrom('questions').selectAll().where('exam_id', '=', examId).execute();
  return orderQuestions(exam, rows).map((q) => Number(q.id));
}

const setOrder = (trx: Trx, examId: number, ids: number[]) =>
  trx
    .updateTable('exams')
    .set({ questions_order: JSON.stringify(ids.map(String)), updated_at: new Date() })
    .where('id', '=', examId)
    .execute();

const stored = (v: QuestionValues) => ({
  ...v,
  alternatives: JSON.stringify(v.alternatives),
  resolution: JSON.stringify(v.resolution),
});

/** Creates a question, last in the exam's order; audited (question.created). */
export async function createQuestion(
  db: Kysely<Database>,
  exam: Exam,
  values: QuestionValues,
  actorId: number,
) {
  return db.transaction().execute(async (trx) => {
    await lockExam(trx, exam.id);
    const order = await currentOrder(trx, exam.id);
    const { max } = await trx
      .selectFrom('questions')
      .select(sql<number>`coalesce(max(position), 0)::int`.as('max'))
      .where('exam_id', '=', exam.id)
      .executeTakeFirstOrThrow();
    const question = await trx
      .insertInto('questions')
      .values({ ...stored(values), exam_id: exam.id, position: Number(max) + 1, updated_by: actorId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await setOrder(trx, exam.id, [...order, Number(question.id)]);
    await recordAudit(trx, {
      editionId: exam.edition_id,
      actorId,
      action: 'question.created',
      subjectType: 'questions',
      subjectId: question.id,
      changes: { ...diffChanges({}, auditedFields(values)), updated_by: [null, actorId] },
    });
    return question;
  });
}

/** Updates a question's columns; audited (question.updated) with the fields that changed. */
export async function updateQuestion(
  db: Kysely<Database>,
  exam: Exam,
  before: Question,
  values: QuestionValues,
  actorId: number,
) {
  return db.transaction().execute(async (trx) => {
    await lockExam(trx, exam.id);
    const question = await trx
      .updateTable('questions')
      .set({ ...stored(values), updated_by: actorId, updated_at: new Date() })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes: Changes = diffChanges(auditedFields(before), auditedFields(values));
    if (before.updated_by !== actorId) changes.updated_by = [before.updated_by, actorId];
    await recordAudit(trx, {
      editionId: exam.edition_id,
      actorId,
      action: 'question.updated',
      subjectType: 'questions',
      subjectId: question.id,
      changes,
    });
    return question;
  });
}

/** Deletes a question and takes it out of the exam's order; audited (question.deleted). */
export async function deleteQuestion(db: Kysely<Database>, exam: Exam, question: Question, actorId: number) {
  await db.transaction().execute(async (trx) => {
    await lockExam(trx, exam.id);
    const order = await currentOrder(trx, exam.id);
    await trx.deleteFrom('questions').where('id', '=', question.id).execute();
    await setOrder(
      trx,
      exam.id,
      order.filter((id) => id !== Number(question.id)),
    );
    await recordAudit(trx, {
      editionId: exam.edition_id,
      actorId,
      action: 'question.deleted',
      subjectType: 'questions',
      subjectId: question.id,
      changes: diffChanges(auditedFields(question), {}),
    });
  });
}
