import { sendDownload } from '../../http/download.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { currentUser, type CurrentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { PrivateFileStore } from '../../files/private-store.js';
import { idParams, jsonSchemaOf, noQuery, optIdValue } from '../../http/route-schema.js';
import { forbidden } from '../../jsonapi/errors.js';
import { requiredFilterId } from '../../jsonapi/ids.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument, type Resource } from '../../jsonapi/serialize.js';
import { enqueueJob, type Job } from '../../jobs/queue.js';
import { jobResource } from '../../jobs/resource.js';
import {
  InscriptionsReportBodySchema,
  REPORT_KINDS,
  ReportBodySchema,
  type ReportFormat,
  type ReportKind,
} from '../../shared-rules.js';
import { loadEdition } from '../editions/load.js';
import { isEditionStaff, isExamStaff } from '../exams/access.js';
import { loadExam, type Exam } from '../exams/load.js';
import { requestLocale } from '../registration/messages.js';
import { payloadOf, reportDownloadUrl, reportJobKind, REPORT_JOB_KINDS, type ReportPayload } from './job.js';
import { reportFailure, reportText } from './messages.js';
import { verifyReportToken } from './signed-link.js';
import { REPORT_CONTENT_TYPES } from './table.js';

/** The reports the exam's staff ask for from the participants list. */
const STAFF_REPORTS = new Set<ReportKind>(['participation_files', 'participations']);

/** How many of the caller's report jobs GET /report_jobs lists. */
export const REPORT_JOBS_LISTED = 20;

const reportBody = v.optional(v.nullable(ReportBodySchema));
const inscriptionsBody = v.optional(
  v.nullable(v.object({ ...InscriptionsReportBodySchema.entries, school_unit_id: optIdValue })),
);
const reportJobsQuery: QuerySpec = { filters: ['edition_id'] };

/** The exam reports: who may ask for each (spec 2 §7: ranking and results are the admin's). */
const EXAM_REPORTS: { report: Exclude<ReportKind, 'inscriptions'>; adminOnly: boolean; what: string }[] = [
  {
    report: 'ranking',
    adminOnly: true,
    what: 'the ranking (needs a computed ranking; a provisional one says so)',
  },
  {
    report: 'results',
    adminOnly: true,
    what: "the results (answers per question; needs the exam's results)",
  },
  {
    report: 'participation_files',
    adminOnly: false,
    what: "the participations' teams, members, files, videos and scores (spec 3 §7)",
  },
  {
    report: 'participations',
    adminOnly: false,
    what: 'the participants list (started, finished, corrected, score)',
  },
];

/** A report job as GET /report_jobs lists it (ReportJobSchema of the grading wire). */
export function reportJobResource(job: Job, downloadUrl: (jobId: number) => string): Resource {
  const base = jobResource(job);
  const result = (job.result ?? {}) as Record<string, unknown>;
  const report = REPORT_KINDS.find((k) => reportJobKind(k) === job.kind) ?? null;
  const examId = job.payload.examId ?? result.exam_id ?? null;
  const done = job.status === 'succeeded' && typeof result.filename === 'string';
  return {
    ...base,
    type: 'report_jobs',
    attributes: {
      ...base.attributes,
      report,
      exam_id: examId === null ? null : String(examId),
      filename: done ? result.filename : null,
      download_url: done ? downloadUrl(job.id) : null,
    },
  };
}

/**
 * Reports (spec 2 "Reports", §7 "Results and reports"; spec 3 §7): queued as durable jobs that build the
 * file (CSV or XLSX), keep it in the private store and mail it to the requester with a signed link.
 */
export async function reportRoutes(
  app: FastifyInstance,
  { db, config, privateStore }: { db: Kysely<Database>; config: Config; privateStore: PrivateFileStore },
) {
  const linkDeps = { publicUrl: config.publicUrl, secret: config.sessionSecret };

  async function queue(
    req: FastifyRequest,
    reply: FastifyReply,
    me: CurrentUser,
    payload: ReportPayload,
    scope: string,
  ) {
    const { job } = await enqueueJob(
      db,
      reportJobKind(payload.report),
      { ...payload },
      {
        key: `${scope}:${payload.format}:user:${me.id}`,
        editionId: payload.editionId,
        createdBy: me.id,
      },
    );
    return reply.code(202).send(
      toDocument(jobResource(job), {
        // Spec 2 §9: the participants list's reports say "Relatório será enviado ao e-mail!"; the
        // reports of the results screens, "O relatório será enviado para o e-mail cadastrado."
        meta: {
          message: reportText(STAFF_REPORTS.has(payload.report) ? 'requested' : 'queued', requestLocale(req)),
        },
      }),
    );
  }

  /** The exam when the caller is its staff (404 unknown, 403 not theirs). */
  async function staffExam(req: FastifyRequest, id: string): Promise<{ me: CurrentUser; exam: Exam }> {
    const me = currentUser(req);
    const exam = await loadExam(db, Number(id), config.projectId);
    if (!exam) throw reportFailure(404, 'examNotFound', requestLocale(req));
    if (!(await isExamStaff(db, exam, me))) throw forbidden();
    return { me, exam };
  }

  for (const { report, adminOnly, what } of EXAM_REPORTS) {
    app.post<{ Params: { id: string }; Body: v.InferOutput<typeof reportBody> }>(
      `/exams/:id/${report}_report`,
      {
        config: { access: adminOnly ? ['admin'] : ['admin', 'coordinator'] },
        schema: {
          tags: ['reports'],
          summary: `Queues the report of ${what} of the exam {id}: body { format?: 'csv' | 'xlsx' } (xlsx); 202, the job (kind reports.${report}); the file is mailed to the caller (attached up to 5 MB, and a link valid 7 days); ${adminOnly ? 'admins only' : "the exam's staff"}`,
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: jsonSchemaOf(reportBody),
        },
      },
      async (req, reply) => {
        const locale = requestLocale(req);
        const { me, exam } = await staffExam(req, req.params.id);
        if (report === 'results' && exam.result_available_at === null)
          throw reportFailure(422, 'notAvailable', locale);
        if (report === 'ranking' && exam.ranking_computed_at === null && exam.ranking_available_at === null)
          throw reportFailure(422, 'notAvailable', locale);
        const format: ReportFormat = req.body?.format ?? 'xlsx';
        return queue(
          req,
          reply,
          me,
          { report, format, editionId: exam.edition_id, examId: exam.id, schoolUnitId: null, locale },
          `exam:${exam.id}:${report}`,
        );
      },
    );
  }

  app.post<{ Params: { id: string }; Body: v.InferOutput<typeof inscriptionsBody> }>(
    '/editions/:id/inscriptions_report',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reports'],
        summary:
          "Queues the inscriptions report of the edition {id}: body { school_unit_id?, format?: 'csv' | 'xlsx' } (xlsx); with school_unit_id (an existing school), that school's inscriptions only; 202, the job (reports.inscriptions), mailed to the caller; admins only",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(inscriptionsBody),
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const me = currentUser(req);
      const edition = await loadEdition(db, Number(req.params.id), config.projectId);
      if (!edition) throw reportFailure(404, 'editionNotFound', locale);
      let schoolUnitId: number | null = null;
      const rawSchool = req.body?.school_unit_id;
      if (rawSchool !== undefined && rawSchool !== null && rawSchool !== '') {
        const id = Number(rawSchool);
        const school =
          Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
            ? await db.selectFrom('school_units').select('id').where('id', '=', id).executeTakeFirst()
            : undefined;
        if (!school) throw reportFailure(422, 'schoolNotFound', locale, '/school_unit_id');
        schoolUnitId = school.id;
      }
      const format: ReportFormat = req.body?.format ?? 'xlsx';
      return queue(
        req,
        reply,
        me,
        { report: 'inscriptions', format, editionId: edition.id, examId: null, schoolUnitId, locale },
        `edition:${edition.id}:inscriptions:school:${schoolUnitId ?? 'all'}`,
      );
    },
  );

  app.get(
    '/report_jobs',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['reports'],
        summary: `The caller's report jobs of the edition filter[edition_id] (required; its staff), newest first (${REPORT_JOBS_LISTED}): status, progress, the file's name and, once done, a fresh signed download URL (valid 7 days)`,
        querystring: querystringSchema(reportJobsQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, reportJobsQuery);
      const editionId = requiredFilterId(q, 'edition_id');
      const edition = await loadEdition(db, editionId, config.projectId);
      if (!edition) throw reportFailure(404, 'editionNotFound', requestLocale(req));
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      const jobs = await db
        .selectFrom('jobs')
        .selectAll()
        .where('edition_id', '=', edition.id)
        .where('kind', 'in', REPORT_JOB_KINDS)
        .where('created_by', '=', me.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(REPORT_JOBS_LISTED)
        .execute();
      const now = new Date();
      return toDocument(
        jobs.map((job) => reportJobResource(job, (id) => reportDownloadUrl(linkDeps, id, now))),
      );
    },
  );

  app.get<{ Params: { token: string } }>(
    '/report_files/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary:
          "A report's file, for whoever holds its signed link (mailed, or listed by GET /report_jobs; valid 7 days): 404 when the link is not valid, 410 once it has expired",
        params: jsonSchemaOf(v.object({ token: v.pipe(v.string(), v.maxLength(200)) })),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const check = verifyReportToken(config.sessionSecret, req.params.token);
      if (!check.ok)
        throw reportFailure(
          check.reason === 'expired' ? 410 : 404,
          check.reason === 'expired' ? 'linkExpired' : 'linkInvalid',
          locale,
        );
      const job = await db.selectFrom('jobs').selectAll().where('id', '=', check.jobId).executeTakeFirst();
      const result = (job?.result ?? {}) as Record<string, unknown>;
      if (
        !job ||
        job.status !== 'succeeded' ||
        !REPORT_JOB_KINDS.includes(job.kind) ||
        typeof result.key !== 'string'
      )
        throw reportFailure(404, 'linkInvalid', locale);
      const bytes = await privateStore.read(result.key);
      if (!bytes) throw reportFailure(404, 'linkInvalid', locale);
      const { format } = payloadOf(job);
      return sendDownload(reply, {
        bytes,
        contentType: REPORT_CONTENT_TYPES[format],
        filename: String(result.filename ?? `report.${format}`),
      });
    },
  );
}
