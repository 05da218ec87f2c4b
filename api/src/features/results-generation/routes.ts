import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import { recordAudit } from '../../audit/audit.js';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { requestLocale } from '../../http/locale.js';
import { idParams, idValue, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { enqueueJob } from '../../jobs/queue.js';
import { jobResource } from '../../jobs/resource.js';
import { toDocument } from '../../jsonapi/serialize.js';
import type { ResultJobKind } from '../../shared-rules.js';
import { loadEdition } from '../editions/load.js';
import { loadExam, type Exam } from '../exams/load.js';
import { examStatus } from '../exams/resource.js';
import { dbNow } from '../exams/timing.js';
import { ANSWER_KEY_JOB, CLASSIFICATION_JOB, RANKING_JOB, resultJobKey } from './jobs.js';
import { resultsFailure, resultsText, type ResultsMessageKey } from './messages.js';
import { isFilePhase } from './phase.js';
import { resultsPhases } from './phases.js';

const examBody = v.object({ id: idValue });
const publicationBody = v.object({
  available_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});

interface ResultStep {
  url: string;
  kind: ResultJobKind;
  summary: string;
  queued: ResultsMessageKey;
  /** Why the exam refuses the step now (a message key), or null. */
  refusal(db: Kysely<Database>, exam: Exam, now: Date): Promise<ResultsMessageKey | null>;
}

const notExpired = (exam: Exam, now: Date) => examStatus(exam, now) !== 'expired';

/** The three steps of "Gerar Resultados" (spec 2 §7), each a durable job per exam. */
const STEPS: ResultStep[] = [
  {
    url: '/generate-results',
    kind: ANSWER_KEY_JOB,
    summary:
      'Queues the answer key of the exam {id} (202, the job): every finished participation scored again, then result_available_at; admins only; 422 unless the exam expired, and for presential exams and file phases. Again while it runs: the same job',
    queued: 'answerKeyQueued',
    async refusal(db, exam, now) {
      if (notExpired(exam, now)) return 'notExpired';
      if (exam.kind === 'presential') return 'presential';
      if (await isFilePhase(db, exam)) return 'filePhase';
      return null;
    },
  },
  {
    url: '/classifieds-participation',
    kind: CLASSIFICATION_JOB,
    summary:
      'Queues the classification of the exam {id} (202, the job): one rating per participation with its category, school, state, score and is_ranked (score ≥ minimal score), then classification_available_at; admins only; 422 unless the exam expired',
    queued: 'classificationQueued',
    refusal: async (_db, exam, now) => (notExpired(exam, now) ? 'notExpired' : null),
  },
  {
    url: '/positions-participation',
    kind: RANKING_JOB,
    summary:
      'Queues the provisional ranking of the exam {id} (202, the job): positions per category, school and state (rank(), ties share: 1-1-3; the edition tie-break), then ranking_computed_at; admins only; 422 unless the exam expired and was classified',
    queued: 'rankingQueued',
    async refusal(_db, exam, now) {
      if (notExpired(exam, now)) return 'notExpired';
      if (!exam.classification_available_at) return 'notClassified';
      return null;
    },
  },
];

/**
 * Result generation (spec 2 "Generate results", §7 "Results and reports"; issue 15): the admins' view of
 * an edition's phases, the three result jobs (answer key, classification, provisional ranking) and the
 * publication of the final ranking.
 */
export async function resultsGenerationRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get<{ Params: { id: string } }>(
    '/editions/:id/results',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['results'],
        summary:
          "The edition's exams by phase for result generation: status, kind, file phase, availability instants, ranking_computed_at, counts and the latest job of each result kind; admins only",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const edition = await loadEdition(db, Number(req.params.id), config.projectId);
      if (!edition) throw resultsFailure(404, 'editionNotFound', locale);
      return toDocument(await resultsPhases(db, edition.id, await dbNow(db)));
    },
  );

  for (const step of STEPS)
    app.put<{ Body: { id: string | number } }>(
      step.url,
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['results'],
          summary: step.summary,
          querystring: jsonSchemaOf(noQuery),
          body: jsonSchemaOf(examBody),
        },
      },
      async (req, reply) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const exam = await loadExam(db, Number(req.body.id), config.projectId);
        if (!exam) throw resultsFailure(404, 'examNotFound', locale);
        const refusal = await step.refusal(db, exam, await dbNow(db));
        if (refusal) throw resultsFailure(422, refusal, locale);
        const { job } = await db.transaction().execute(async (trx) => {
          const queued = await enqueueJob(
            trx,
            step.kind,
            { examId: exam.id },
            { key: resultJobKey(exam.id), editionId: exam.edition_id, createdBy: me.id },
          );
          if (queued.created)
            await recordAudit(trx, {
              editionId: exam.edition_id,
              actorId: me.id,
              action: step.kind,
              subjectType: 'exams',
              subjectId: exam.id,
              changes: { job: [null, queued.job.id] },
            });
          return queued;
        });
        return reply
          .code(202)
          .send(toDocument(jobResource(job), { meta: { message: resultsText(step.queued, locale) } }));
      },
    );

  app.put<{ Params: { id: string }; Body: { available_at: string | null } }>(
    '/exams/:id/ranking_publication',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['results'],
        summary:
          'Publishes the final ranking of the exam {id} to participants from available_at (an ISO instant; null withdraws it); admins only; 422 until the ranking was computed',
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(publicationBody),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const exam = await loadExam(db, Number(req.params.id), config.projectId);
      if (!exam) throw resultsFailure(404, 'examNotFound', locale);
      if (!exam.ranking_computed_at) throw resultsFailure(422, 'rankingNotComputed', locale);
      const availableAt = req.body.available_at === null ? null : new Date(req.body.available_at);
      await db.transaction().execute(async (trx) => {
        await sql`update exams set ranking_available_at = ${availableAt?.toISOString() ?? null}::timestamptz,
                                   updated_at = now()
                   where id = ${exam.id}`.execute(trx);
        await recordAudit(trx, {
          editionId: exam.edition_id,
          actorId: me.id,
          action: 'results.ranking_publication',
          subjectType: 'exams',
          subjectId: exam.id,
          changes: { ranking_available_at: [exam.ranking_available_at, availableAt] },
        });
      });
      const [phase] = await resultsPhases(db, exam.edition_id, await dbNow(db), exam.id);
      return toDocument(phase!, {
        meta: { message: resultsText(availableAt ? 'rankingPublished' : 'rankingWithdrawn', locale) },
      });
    },
  );
}
