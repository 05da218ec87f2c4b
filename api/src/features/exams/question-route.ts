import { answerKeyAvailable } from '../ratings/availability.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { examStatus } from './resource.js';
import { isExamStaff, isRanked, isSubscribed } from './access.js';
import { loadExam } from './load.js';
import { examFailure } from './messages.js';
import { questionAttributeNames, questionResource } from './resource.js';
import { dbNow } from './timing.js';
import { staffQuestionResource } from './staff-resource.js';
import { idParams, jsonSchemaOf } from '../../http/route-schema.js';

const questionQuery: QuerySpec = { fields: { questions: questionAttributeNames } };

/**
 * GET /questions/{id} (spec 3 §7): one question, read as in GET /exams/{id}: the exam's staff always;
 * participants subscribed to the edition while they may take the exam (in progress and ranked) or once
 * it has expired. The answer key (`resolution`) only after the exam expired; the exam's staff read it
 * always, as staffQuestionResource.
 */
export async function questionRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get<{ Params: { id: string } }>(
    '/questions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['exams'],
        summary: 'One question of an exam; the resolution only after the exam expired',
        params: jsonSchemaOf(idParams('id')),
        querystring: querystringSchema(questionQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, questionQuery);
      if (!/^\d{1,15}$/.test(req.params.id)) throw examFailure(404, 'questionNotFound');
      const question = await db
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', Number(req.params.id))
        .executeTakeFirst();
      const exam = question && (await loadExam(db, question.exam_id, config.projectId));
      if (!question || !exam) throw examFailure(404, 'questionNotFound');
      const [staff, subscribed] = await Promise.all([
        isExamStaff(db, exam, me),
        isSubscribed(db, exam, me.id),
      ]);
      if (!staff && !subscribed) throw examFailure(403, 'notSubscribed');
      // Staff read it as they write it: the answer key, `correct` on each alternative, updated_at.
      if (staff) return toDocument(staffQuestionResource(question), { fields: q.fields });
      const now = await dbNow(db);
      const status = examStatus(exam, now);
      if (!staff && status === 'upcoming') throw examFailure(422, 'notStarted');
      if (!staff && status === 'in_progress' && !(await isRanked(db, exam, me.id)))
        throw examFailure(422, 'notRanked');
      return toDocument(questionResource(question, answerKeyAvailable(exam, now)), { fields: q.fields });
    },
  );
}
