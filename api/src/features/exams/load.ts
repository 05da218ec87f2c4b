import type { Kysely, Selectable } from 'kysely';
import type { Database, ExamsTable, QuestionsTable } from '../../db/schema.js';

export type Exam = Selectable<ExamsTable>;
export type Question = Selectable<QuestionsTable>;

/** An exam of the served project, or undefined. */
export async function loadExam(
  db: Kysely<Database>,
  id: number,
  projectId: number,
): Promise<Exam | undefined> {
  return db
    .selectFrom('exams')
    .innerJoin('editions', 'editions.id', 'exams.edition_id')
    .selectAll('exams')
    .where('exams.id', '=', id)
    .where('editions.project_id', '=', projectId)
    .where('editions.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The ids of the exam's questions in presentation order: questions_order first, then by position. */
export function orderQuestions(exam: Pick<Exam, 'questions_order'>, questions: Question[]): Question[] {
  const order = Array.isArray(exam.questions_order) ? exam.questions_order.map(Number) : [];
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...questions].sort((a, b) => {
    const ra = rank.get(Number(a.id)) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(Number(b.id)) ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || a.position - b.position || Number(a.id) - Number(b.id);
  });
}

export async function loadQuestions(db: Kysely<Database>, exam: Exam): Promise<Question[]> {
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .where('exam_id', '=', exam.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return orderQuestions(exam, rows);
}
