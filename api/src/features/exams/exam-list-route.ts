import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { forbidden, notFound } from '../../jsonapi/errors.js';
import { requiredFilterId } from '../../jsonapi/ids.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { EXAM_PAGE_SIZE } from '../../shared-rules.js';
import { loadEdition } from '../editions/load.js';
import { isEditionStaff } from './access.js';
import { examCounts, staffExamAttributeNames, staffExamResource } from './staff-exam-resource.js';
import { dbNow } from './timing.js';

const listQuery: QuerySpec = {
  filters: ['edition_id'],
  fields: { exams: [...staffExamAttributeNames, 'questions', 'edition'] },
  paging: { defaultSize: EXAM_PAGE_SIZE, maxSize: 100 },
};

/**
 * GET /exams?filter[edition_id] (spec 2 §2 "Exam list", §7): an edition's exams for its staff, by phase
 * then id, EXAM_PAGE_SIZE a page, each with the authoring attributes (counts in one statement).
 */
export async function examListRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/exams',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['exams'],
        summary:
          "An edition's exams for its staff: filter[edition_id] (required), page[number], page[size] (7); by phase then id; meta.total_count",
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, listQuery);
      const editionId = requiredFilterId(q, 'edition_id');
      const edition = await loadEdition(db, editionId, config.projectId);
      if (!edition) throw notFound('error_edition_not_found');
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      const base = db.selectFrom('exams').where('edition_id', '=', edition.id);
      const [{ total }, rows, now] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base.selectAll().orderBy('phase').orderBy('id').limit(q.page.size).offset(q.page.offset).execute(),
        dbNow(db),
      ]);
      const counts = await examCounts(
        db,
        rows.map((e) => e.id),
      );
      const data = rows.map((exam) => {
        const resource = staffExamResource(
          exam,
          { now, questions: [], questionsCount: counts.get(exam.id)?.questions ?? 0, rankedUser: false },
          counts.get(exam.id),
        );
        const order = Array.isArray(exam.questions_order) ? exam.questions_order.map(String) : [];
        // A list carries no questions (GET exams/{id} does): only the edition's linkage.
        return {
          ...resource,
          attributes: { ...resource.attributes, questions_order: order },
          relationships: { edition: resource.relationships?.edition },
        };
      });
      return toDocument(data, {
        fields: q.fields,
        meta: pageMeta(reply, q, Number(total)),
        links: pageLinks(req.url, q, Number(total)),
      });
    },
  );
}
