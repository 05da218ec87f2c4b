import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError } from '../../jsonapi/errors.js';
import { isRanked } from '../exams/access.js';
import { ExamCache } from '../exams/exam-cache.js';
import { loadExam, type Exam } from '../exams/load.js';
import { examFailure } from '../exams/messages.js';
import { dbNow, specialTimeMinutes } from '../exams/timing.js';
import { ownParticipationDocument } from './context.js';
import { attemptStarter } from './start-attempts.js';
import { jsonApiBody, jsonSchemaOf, toOne } from '../../http/route-schema.js';
import * as v from 'valibot';

const EXAM_POINTER = '/data/relationships/exam/data/id';

/** The exam named by relationships.exam.data.id (or attributes.exam_id). */
function examIdOf(body: unknown): number {
  const { attributes } = readResourceBody(body, ['participations']);
  const rel = (body as { data: { relationships?: unknown } }).data.relationships as
    { exam?: { data?: { type?: unknown; id?: unknown } | null } } | undefined;
  const linkage = rel && typeof rel === 'object' ? rel.exam?.data : undefined;
  if (linkage && typeof linkage === 'object' && linkage.type !== undefined && linkage.type !== 'exams')
    throw new ApiError(409, 'relationships.exam.data.type must be exams', {
      pointer: '/data/relationships/exam/data/type',
    });
  const raw = linkage && typeof linkage === 'object' ? linkage.id : attributes.exam_id;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) throw new ApiError(422, 'The exam is required', { pointer: EXAM_POINTER });
  return Number(text);
}

async function existing(db: Kysely<Database>, userId: number, examId: number) {
  return db
    .selectFrom('participations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_id', '=', examId)
    .executeTakeFirst();
}

/** Why a participation cannot start now, checked in the order a participant would want to hear it. */
async function refusal(db: Kysely<Database>, exam: Exam, userId: number, now: Date) {
  if (exam.kind !== 'online' || (exam.end_date === null && exam.time_limit === null))
    return examFailure(422, 'unavailable');
  if (exam.start_date && now < exam.start_date) return examFailure(422, 'notStarted');
  if (!(await isRanked(db, exam, userId))) return examFailure(422, 'notRanked');
  if (exam.end_date && now >= exam.end_date) return examFailure(422, 'timeOver');
  return undefined;
}

/**
 * POST /participations: starts the caller's attempt at an exam, idempotent per user and exam (201 new,
 * 200 existing). The end is fixed now on the database clock: min(now + time_limit + special_time, end_date).
 */
export async function startParticipationRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const exams = new ExamCache();
  const startAttempt = attemptStarter(db);
  app.post(
    '/participations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participations'],
        summary:
          "Starts the caller's participation: {data:{type:'participations', attributes:{answers:[]}, relationships:{exam:{data:{type:'exams', id}}}}} → 201, or 200 with the existing one",
        body: jsonSchemaOf(jsonApiBody({ answers: v.optional(v.array(v.unknown())) }, { exam: toOne })),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const examId = examIdOf(req.body);
      const exam = await exams.get(db, examId, config.projectId);
      if (!exam) throw examFailure(404, 'examNotFound', EXAM_POINTER);
      // Why an attempt cannot start is worked out only when it did not, on the exam read again (the
      // cached copy may predate an edit).
      const whyNot = async () => {
        const current = (await loadExam(db, exam.id, config.projectId)) ?? exam;
        return refusal(db, current, me.id, await dbNow(db));
      };
      const takeable = exam.kind === 'online' && (exam.end_date !== null || exam.time_limit !== null);
      if (!takeable) {
        const failure = await whyNot();
        if (failure) throw failure;
      }
      // The burst when an exam opens: one statement (shared with the starts arriving meanwhile)
      // checks the window and that the caller may take it, and inserts.
      const { created, now } = await startAttempt({
        userId: me.id,
        examId: exam.id,
        specialMinutes: specialTimeMinutes(me.user.additional_data),
      });
      if (created) {
        reply.code(201);
        return ownParticipationDocument(db, created, exam, now, { fresh: true });
      }
      // Opened again (a reload, another device): the attempt as it stands.
      const found = await existing(db, me.id, exam.id);
      if (found) return ownParticipationDocument(db, found, exam, await dbNow(db));
      throw (await whyNot()) ?? examFailure(422, 'timeOver');
    },
  );
}
