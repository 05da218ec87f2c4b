import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser, type CurrentUser } from '../../auth/auth-hook.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type ParsedQuery, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { loadReadableExam, staffEditions } from '../exams/access.js';
import type { Exam } from '../exams/load.js';
import { dbNow } from '../exams/timing.js';
import type { Participation } from '../participations/resource.js';
import { resultsVisible } from '../participations/resource.js';
import { loadReadableParticipation } from './access.js';
import { idFilter } from './filters.js';
import { loadResults } from './load.js';
import { resultFailure } from './messages.js';
import { resultAttributeNames } from './resource.js';

const resultsQuery: QuerySpec = {
  filters: ['exam_id', 'participation_id'],
  fields: { results: [...resultAttributeNames, 'participation', 'exam'] },
  paging: { defaultSize: 20, maxSize: 100 },
};

interface Page {
  participations: Participation[];
  exams: Map<number, Exam>;
  total: number;
}

/** One participation (filter[participation_id], optionally with filter[exam_id]). */
async function oneParticipation(
  db: Kysely<Database>,
  config: Config,
  me: CurrentUser,
  q: ParsedQuery,
  participationId: number,
  examId: number | undefined,
): Promise<Page> {
  const { participation, exam } = await loadReadableParticipation(db, config, me, participationId, examId);
  return {
    participations: q.page.offset === 0 ? [participation] : [],
    exams: new Map([[exam.id, exam]]),
    total: 1,
  };
}

/** The participations of one exam: all of them for its staff, the caller's own for a participant. */
async function ofExam(
  db: Kysely<Database>,
  config: Config,
  me: CurrentUser,
  q: ParsedQuery,
  examId: number,
): Promise<Page> {
  const [{ exam, staff }, now] = await Promise.all([
    loadReadableExam(db, examId, config.projectId, me),
    dbNow(db),
  ]);
  if (!resultsVisible(exam, now, staff)) throw resultFailure(422, 'notAvailable');
  let base = db.selectFrom('participations').where('exam_id', '=', exam.id);
  if (!staff) base = base.where('user_id', '=', me.id);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const participations = await base
    .selectAll()
    .orderBy('id')
    .limit(q.page.size)
    .offset(q.page.offset)
    .execute();
  return { participations, exams: new Map([[exam.id, exam]]), total: Number(total) };
}

/** The caller's own participations whose results they may read now. */
async function own(db: Kysely<Database>, config: Config, me: CurrentUser, q: ParsedQuery): Promise<Page> {
  const [editions, now] = await Promise.all([staffEditions(db, me), dbNow(db)]);
  let base = db
    .selectFrom('participations as p')
    .innerJoin('exams as e', 'e.id', 'p.exam_id')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .where('ed.project_id', '=', config.projectId)
    .where('ed.deleted_at', 'is', null)
    .where('p.user_id', '=', me.id);
  if (editions !== 'all')
    base = base.where((eb) => {
      // resultsVisible in SQL: expired (started, past its end) and the results date set and passed.
      const published = eb.and([
        eb('e.end_date', '<', now),
        eb.or([eb('e.start_date', 'is', null), eb('e.start_date', '<=', now)]),
        eb('e.result_available_at', '<=', now),
      ]);
      return editions.length ? eb.or([published, eb('e.edition_id', 'in', editions)]) : published;
    });
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const participations = await base
    .selectAll('p')
    .orderBy('p.id')
    .limit(q.page.size)
    .offset(q.page.offset)
    .execute();
  const examIds = [...new Set(participations.map((p) => p.exam_id))];
  const exams = examIds.length
    ? await db.selectFrom('exams').selectAll().where('id', 'in', examIds).execute()
    : [];
  return { participations, exams: new Map(exams.map((e) => [e.id, e])), total: Number(total) };
}

/**
 * GET /results (spec 3 §2.6, §7): the answer key of participations — `filter[participation_id]`
 * (with or without `filter[exam_id]`), `filter[exam_id]` alone, or neither (the caller's own). Each
 * result carries the score, an answer sheet per question and the progress counters.
 */
export async function resultRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/results',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['results'],
        summary:
          "Answer keys (gabarito) of participations: filter[participation_id], filter[exam_id]; a participant's own once the exam expired and results are available, staff any",
        querystring: querystringSchema(resultsQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, resultsQuery);
      const participationId = idFilter(q, 'participation_id');
      const examId = idFilter(q, 'exam_id');
      const page =
        participationId !== undefined
          ? await oneParticipation(db, config, me, q, participationId, examId)
          : examId !== undefined
            ? await ofExam(db, config, me, q, examId)
            : await own(db, config, me, q);
      const data = await loadResults(db, page.participations, page.exams);
      return toDocument(data, {
        fields: q.fields,
        meta: pageMeta(reply, q, page.total),
        links: pageLinks(req.url, q, page.total),
      });
    },
  );
}
