import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit.js';
import type { Database } from '../../db/schema.js';
import type { QuestionFormat } from '../../shared-rules.js';
import { loadQuestions, type Exam } from '../exams/load.js';
import type { ExchangeQuestion } from './exchange-question.js';

/**
 * Stores imported questions (all or none): appended after the exam's questions, in the file's order,
 * with their ids added to the end of exams.questions_order, and one audit entry
 * `exam.questions_imported` naming the format and the new question ids. The exam row is locked so two
 * imports into one exam queue rather than interleave their positions.
 */
export async function storeImported(
  db: Kysely<Database>,
  exam: Exam,
  actorId: number,
  format: QuestionFormat,
  questions: ExchangeQuestion[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('exams')
      .selectAll()
      .where('id', '=', exam.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await loadQuestions(trx, locked);
    let position = existing.reduce((max, q) => Math.max(max, q.position), 0);
    const ids: number[] = [];
    for (const q of questions) {
      position += 1;
      const alternatives = q.alternatives.map((a, i) => ({ id: String(i + 1), description: a.description }));
      const correct = q.alternatives.flatMap((a, i) => (a.correct ? [String(i + 1)] : []));
      const row = await trx
        .insertInto('questions')
        .values({
          exam_id: exam.id,
          position,
          statement: q.statement,
          style: q.style,
          status: q.status,
          kind: q.kind,
          alternatives: JSON.stringify(alternatives),
          resolution: JSON.stringify({ comment: q.comment, multiple_choice: correct }),
          education_subject_id: q.education_subject_id,
          character_limit: q.character_limit,
          weight: q.weight,
          updated_by: actorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    const before = existing.map((q) => Number(q.id));
    const after = [...before, ...ids];
    await trx
      .updateTable('exams')
      .set({ questions_order: JSON.stringify(after), updated_at: new Date() })
      .where('id', '=', exam.id)
      .execute();
    await recordAudit(trx, {
      editionId: exam.edition_id,
      actorId,
      action: 'exam.questions_imported',
      subjectType: 'exams',
      subjectId: exam.id,
      changes: { questions_order: [before, after], imported: [null, { format, question_ids: ids }] },
    });
    return ids;
  });
}
