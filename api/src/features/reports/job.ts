import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PrivateFileStore } from '../../files/private-store.js';
import type { Job } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import { enqueueMail } from '../../mail/outbox.js';
import {
  isLocale,
  REPORT_FORMATS,
  REPORT_KINDS,
  type Locale,
  type ReportFormat,
  type ReportKind,
} from '../../shared-rules.js';
import { buildReport, type ReportRequest } from './builders.js';
import { reportName, reportText } from './messages.js';
import { REPORT_LINK_TTL_MS, reportFileUrl, signReportToken } from './signed-link.js';
import { REPORT_CONTENT_TYPES, writeReport } from './table.js';

/** Job kinds: `reports.<report>`. */
export const reportJobKind = (report: ReportKind) => `reports.${report}`;
export const REPORT_JOB_KINDS = REPORT_KINDS.map(reportJobKind);

/** Files above this size are not attached: the mail carries only the link. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** What a report job stores in its payload (set by the route; the requester is jobs.created_by). */
export interface ReportPayload {
  report: ReportKind;
  format: ReportFormat;
  editionId: number;
  examId: number | null;
  schoolUnitId: number | null;
  locale: Locale;
}

/** What a report job leaves in its result. */
export interface ReportResult {
  report: ReportKind;
  exam_id: number | null;
  filename: string;
  key: string;
  size: number;
  content_type: string;
  rows: number;
  mailed_to: string | null;
  attached: boolean;
}

export function payloadOf(job: Job): ReportPayload {
  const p = job.payload;
  const report = REPORT_KINDS.find((k) => k === p.report);
  const format = REPORT_FORMATS.find((f) => f === p.format);
  const editionId = Number(p.editionId);
  if (!report || !format || !Number.isSafeInteger(editionId)) throw new Error('the report job is malformed');
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    report,
    format,
    editionId,
    examId: id(p.examId),
    schoolUnitId: id(p.schoolUnitId),
    locale: isLocale(p.locale) ? p.locale : 'pt-BR',
  };
}

export interface ReportJobDeps {
  privateStore: PrivateFileStore;
  publicUrl: string;
  secret: string;
  /** Larger files go by link only (default MAX_ATTACHMENT_BYTES). */
  maxAttachmentBytes?: number;
}

/** The download link of a finished report job, valid REPORT_LINK_TTL_MS from `now`. */
export const reportDownloadUrl = (
  deps: Pick<ReportJobDeps, 'publicUrl' | 'secret'>,
  jobId: number,
  now = new Date(),
) =>
  reportFileUrl(
    deps.publicUrl,
    signReportToken(deps.secret, jobId, new Date(now.getTime() + REPORT_LINK_TTL_MS)),
  );

async function requesterEmail(db: Kysely<Database>, job: Job): Promise<string | null> {
  if (job.created_by === null) return null;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', job.created_by)
    .executeTakeFirst();
  return user?.email ?? null;
}

/**
 * Builds the report (rows streamed from the database into a file in the private store), then mails it
 * to the requester: the file attached (up to 5 MB) and a signed link valid for 7 days. A retried job
 * builds the file again (an XLSX holds its creation time, so it may get another key) and does not mail
 * it twice.
 */
export function reportJob(deps: ReportJobDeps): JobHandler {
  return async (job, ctx) => {
    const payload = payloadOf(job);
    const request: ReportRequest = {
      report: payload.report,
      editionId: payload.editionId,
      examId: payload.examId,
      schoolUnitId: payload.schoolUnitId,
      locale: payload.locale,
    };
    const report = await buildReport(ctx.db, request);
    await ctx.progress(0, report.total);
    const staging = await deps.privateStore.stagingPath();
    let stored: { key: string; size: number };
    let rows = 0;
    try {
      await writeReport(report.table, payload.format, staging, async (n) => {
        rows = n;
        if (!(await ctx.progress(n, Math.max(n, report.total))))
          throw new Error('stopped: the API is shutting down');
      });
      stored = await deps.privateStore.putFile(staging, payload.format);
    } finally {
      await fs.rm(staging, { force: true });
    }
    const filename = `${report.basename}.${payload.format}`;
    const contentType = REPORT_CONTENT_TYPES[payload.format];
    const to = await requesterEmail(ctx.db, job);
    const attached = stored.size <= (deps.maxAttachmentBytes ?? MAX_ATTACHMENT_BYTES);
    // A job run again after its mail was queued (its worker lost before it finished) does not mail twice.
    const mailed =
      to !== null &&
      !!(await ctx.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', to)
        .where('body_text', 'like', `%/api/report_files/${job.id}.%`)
        .executeTakeFirst());
    if (to && !mailed) {
      const locale = payload.locale;
      const values = {
        report: reportName(payload.report, locale),
        subject: report.subject,
        filename,
        days: REPORT_LINK_TTL_MS / 86_400_000,
        url: reportDownloadUrl(deps, job.id),
      };
      const text =
        reportText('mailBody', locale, values) +
        (attached ? '' : `\n${reportText('mailTooLarge', locale)}\n`);
      await enqueueMail(ctx.db, {
        to,
        subject: reportText('mailSubject', locale, values),
        text,
        attachments: attached
          ? [{ filename, content_type: contentType, key: stored.key, size: stored.size }]
          : [],
      });
    }
    const result: ReportResult = {
      report: payload.report,
      exam_id: payload.examId,
      filename,
      key: stored.key,
      size: stored.size,
      content_type: contentType,
      rows,
      mailed_to: to,
      attached,
    };
    return { ...result };
  };
}
