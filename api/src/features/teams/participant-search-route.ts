import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { badRequest } from '../../jsonapi/errors.js';
import { requiredFilterId } from '../../jsonapi/ids.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { containsPattern, plainSql, searchKey } from '../../text/search-key.js';
import { requestLocale } from '../registration/messages.js';
import { requireExamReader } from './project-exam.js';
import { loadExam } from '../exams/load.js';
import { teamFailure } from './messages.js';
import { participantResource } from './resource.js';

/** Participants per page (spec 3 §7: participant search, filter name, page number). */
export const SEARCH_PAGE_SIZE = 10;
const MAX_TERM = 100;
const searchQuery: QuerySpec = {
  filters: ['name', 'exam_id'],
  paging: { defaultSize: SEARCH_PAGE_SIZE, maxSize: SEARCH_PAGE_SIZE },
};

/** The user's name lower-cased and accent-free, comparable with `searchKey` of the term. */
const plainName = plainSql(sql.ref('users.name'));

/**
 * GET /participants/search — people subscribed to the exam's edition whose name contains the term
 * (accent- and case-insensitive), 10 per page, for the edition's participants and the exam's staff.
 * Only what the member form needs: id, name and whether the person is under 18 (the form then asks for
 * a guardian). Other students are mostly minors: never their birthday, e-mail, phone, cpf or school.
 */
export async function participantSearchRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/participants/search',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary:
          "filter[name] (accent- and case-insensitive) and filter[exam_id] (required): the edition's participants, 10 per page: {type:'participants', attributes:{name, minor}}",
        querystring: querystringSchema(searchQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, searchQuery);
      const examId = requiredFilterId(q, 'exam_id');
      const exam = await loadExam(db, examId, config.projectId);
      if (!exam) throw teamFailure(404, 'examNotFound', locale);
      await requireExamReader(db, exam, me, locale);
      const raw = q.filter.name ?? '';
      if (raw.length > MAX_TERM)
        throw badRequest(`Invalid value for filter[name]: at most ${MAX_TERM} characters`, 'filter[name]');
      const key = searchKey(raw);
      if (!key) {
        return toDocument([], { meta: pageMeta(reply, q, 0), links: pageLinks(req.url, q, 0) });
      }
      const pattern = containsPattern(key);
      const base = db
        .selectFrom('users')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('inscriptions')
              .select('inscriptions.id')
              .whereRef('inscriptions.user_id', '=', 'users.id')
              .where('inscriptions.edition_id', '=', exam.edition_id),
          ),
        )
        .where('users.id', '!=', me.id)
        .where(plainName, 'like', pattern);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .select(['users.id', 'users.name', 'users.birthday'])
        .orderBy(plainName)
        .orderBy('users.id')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      const today = new Date();
      return toDocument(
        rows.map((row) => participantResource(row, today)),
        {
          meta: pageMeta(reply, q, Number(total)),
          links: pageLinks(req.url, q, Number(total)),
        },
      );
    },
  );
}
