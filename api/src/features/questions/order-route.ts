import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { diffChanges, recordAudit } from '../../audit/audit.js';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { idList, idParams, jsonApiBody, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { requestLocale } from '../../http/locale.js';
import { orderQuestions } from '../exams/load.js';
import { assertUpcoming, loadStaffExam } from './access.js';
import { questionFailure, questionText } from './messages.js';
import { lockExam } from './question-write.js';

const orderBody = jsonSchemaOf(jsonApiBody({ questions_order: v.optional(v.nullable(idList)) }));

/**
 * PUT exams/{id} (and PUT exam/{id}, the spec's path) with ExamOrderAttributes: the exam's question ids
 * in their new order, a permutation of them (422 otherwise), while the exam is upcoming; its staff.
 * Answers the order, meta.message "Questão ordenada com sucesso."; audited (exam.questions_reordered).
 */
export function orderRoutes(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: Config }) {
  for (const path of ['/exams/:id', '/exam/:id'])
    app.put<{ Params: { id: string } }>(
      path,
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['questions'],
          summary:
            'Reorders the exam\'s questions: {data:{type:"exams", id, attributes:{questions_order:[every question id once]}}} → the order; its staff, while it is upcoming',
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: orderBody,
        },
      },
      async (req) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const exam = await loadStaffExam(db, Number(req.params.id), config.projectId, me, locale);
        const { id, attributes } = readResourceBody(req.body, ['exams']);
        if (id !== undefined && id !== String(exam.id))
          throw questionFailure(409, 'idMismatch', locale, '/data/id');
        await assertUpcoming(db, exam, locale);
        const sent = Array.isArray(attributes.questions_order)
          ? attributes.questions_order.map(String)
          : null;
        const order = await db.transaction().execute(async (trx) => {
          await lockExam(trx, exam.id);
          const current = await trx
            .selectFrom('exams')
            .select('questions_order')
            .where('id', '=', exam.id)
            .executeTakeFirstOrThrow();
          const questions = await trx
            .selectFrom('questions')
            .selectAll()
            .where('exam_id', '=', exam.id)
            .execute();
          const ids = new Set(questions.map((q) => String(q.id)));
          if (
            !sent ||
            sent.length !== ids.size ||
            new Set(sent).size !== sent.length ||
            !sent.every((x) => ids.has(x))
          )
            throw questionFailure(422, 'notAPermutation', locale, '/data/attributes/questions_order');
          const before = orderQuestions(current, questions).map((q) => String(q.id));
          await trx
            .updateTable('exams')
            .set({ questions_order: JSON.stringify(sent), updated_at: new Date() })
            .where('id', '=', exam.id)
            .execute();
          await recordAudit(trx, {
            editionId: exam.edition_id,
            actorId: me.id,
            action: 'exam.questions_reordered',
            subjectType: 'exams',
            subjectId: exam.id,
            changes: diffChanges({ questions_order: before }, { questions_order: sent }),
          });
          return sent;
        });
        return toDocument(
          { type: 'exams', id: exam.id, attributes: { questions_order: order } },
          { meta: { message: questionText('reordered', locale) } },
        );
      },
    );
}
