import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { editionAttributes, editionRelationshipNames, editionResource } from '../editions/resource.js';
import { parseId } from '../users/routes.js';
import { ExamReads } from './exam-read.js';
import { examFailure } from './messages.js';
import { questionRoute } from './question-route.js';
import { examAttributeNames, examResource, examStatus, questionAttributeNames } from './resource.js';
import { idParams, jsonSchemaOf } from '../../http/route-schema.js';
import type { FileStore } from '../../files/store.js';
import { StaffQuestionAttributesSchema } from '../../shared-rules.js';
import { examCounts, staffExamAttributeNames, staffExamResource } from './staff-exam-resource.js';
import { examAuthoringRoutes } from './exam-write-routes.js';
import { examListRoute } from './exam-list-route.js';
import { scoreImportRoute } from './score-import/route.js';

const examQuery: QuerySpec = {
  includes: ['questions', 'edition'],
  fields: {
    exams: [...new Set([...examAttributeNames, ...staffExamAttributeNames]), 'questions', 'edition'],
    questions: [
      ...new Set([...questionAttributeNames, ...Object.keys(StaffQuestionAttributesSchema.entries)]),
    ],
    editions: [...editionAttributes, ...editionRelationshipNames],
  },
};

/**
 * GET /exams/{id} (spec 3 §2.4, §2.5, §7): the exam with its questions in questions_order and its
 * edition. Readers: admins, the edition's coordinators and participants subscribed to the edition.
 * Participants get the questions only while they may take the exam (in progress and ranked) or once it
 * has expired; questions_count is always there. The answer key (questions' `resolution`) is sent to
 * no participant before the exam has expired and its answer key is out (result_available_at). Staff (admins and the edition's coordinators) read the
 * authoring attributes (StaffExamAttributes) and every question with its answer key.
 */
export async function examRoutes(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: FileStore },
) {
  const reads = new ExamReads(db);
  app.get<{ Params: { id: string } }>(
    '/exams/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['exams'],
        summary:
          "One exam with its questions (include=questions,edition); participants get the resolution only once the answer key is out (result_available_at passed); the edition's staff get the authoring attributes and the resolution always",
        params: jsonSchemaOf(idParams('id')),
        querystring: querystringSchema(examQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, examQuery);
      const id = parseId(req.params.id, 'Exam');
      const read = await reads.read(id, config.projectId, me);
      if (!read) throw examFailure(404, 'examNotFound');
      const { exam, questions } = read.content;
      const { now, staff, inscriptions, ranked } = read.reader;
      const subscribed = inscriptions.length > 0;
      if (!staff && !subscribed) throw examFailure(403, 'notSubscribed');
      const rankedUser = subscribed && ranked;
      const edition = q.include.has('edition')
        ? editionResource(read.content.edition, { ...read.content.editionRelations, inscriptions }, { staff })
        : undefined;
      // Participants see the statements once they may take the exam, or once it is over.
      const status = examStatus(exam, now);
      const visible = staff || status === 'expired' || (status === 'in_progress' && rankedUser);
      const view = {
        now,
        questions: visible ? questions : [],
        questionsCount: questions.length,
        edition,
        rankedUser,
      };
      const resource = staff
        ? staffExamResource(exam, view, (await examCounts(db, [exam.id])).get(exam.id))
        : examResource(exam, view);
      return toDocument(resource, { include: q.include, fields: q.fields });
    },
  );
  await questionRoute(app, { db, config });
  await examListRoute(app, { db, config });
  await examAuthoringRoutes(app, { db, config, store });
  await scoreImportRoute(app, { db, config });
}
