import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser, type CurrentUser } from '../../auth/auth-hook.js';
import { requestLocale } from '../../http/locale.js';
import type { Database } from '../../db/schema.js';
import { forbidden } from '../../jsonapi/errors.js';
import type { Locale } from '../../shared-rules.js';
import { isExamStaff } from '../exams/access.js';
import { loadExam, type Exam, type Question } from '../exams/load.js';
import { examStatus } from '../exams/resource.js';
import { dbNow } from '../exams/timing.js';
import { questionFailure } from './messages.js';

type Db = Kysely<Database>;

/** An exam of the served project its caller is staff of (admins, the edition's coordinators): else 404/403. */
export async function loadStaffExam(
  db: Db,
  id: number,
  projectId: number,
  me: CurrentUser,
  locale: Locale,
): Promise<Exam> {
  const exam = await loadExam(db, id, projectId);
  if (!exam) throw questionFailure(404, 'examNotFound', locale);
  if (!(await isExamStaff(db, exam, me))) throw forbidden();
  return exam;
}

/** A question of an exam of the served project, with its exam, for the exam's staff: else 404/403. */
export async function loadStaffQuestion(
  db: Db,
  id: number,
  projectId: number,
  me: CurrentUser,
  locale: Locale,
): Promise<{ question: Question; exam: Exam }> {
  const question = await db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
  const exam = question && (await loadExam(db, question.exam_id, projectId));
  if (!question || !exam) throw questionFailure(404, 'questionNotFound', locale);
  if (!(await isExamStaff(db, exam, me))) throw forbidden();
  return { question, exam };
}

/**
 * What a route on `/questions/:id` starts with: the caller, their language, and the question with its exam
 * (the exam's staff only: else 404/403).
 */
export async function staffQuestionRequest(
  req: FastifyRequest<{ Params: { id: string } }>,
  db: Db,
  projectId: number,
): Promise<{ me: CurrentUser; locale: Locale; question: Question; exam: Exam }> {
  const me = currentUser(req);
  const locale = requestLocale(req);
  const found = await loadStaffQuestion(db, Number(req.params.id), projectId, me, locale);
  return { me, locale, ...found };
}

/**
 * Questions are created, edited, deleted and reordered only while the exam is upcoming (examEditLevel
 * 'full', on the database clock): else 422 "Nao e possivel editar uma prova em andamento ou encerrada.".
 */
export async function assertUpcoming(db: Db, exam: Exam, locale: Locale): Promise<void> {
  if (examStatus(exam, await dbNow(db)) !== 'upcoming') throw questionFailure(422, 'notEditable', locale);
}
