import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.js';
import { PrivateFileStore, privateContentKey } from '../../files/private-store.js';
import type { Job } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { HtmlPdfRenderer } from '../../pdf/html-to-pdf.js';
import type { Locale } from '../../shared-rules.js';
import { achievementsOf, matchAchievement } from './achievement.js';
import { certificatePdf } from './certificate-pdf.js';
import { CERTIFICATE_TEXT, editionLabel } from './certificate-text.js';
import { compileTemplate, renderTemplate, type TemplatePart } from './template.js';

export const GENERATE_CERTIFICATES = 'certificates.generate';
/** Holders rendered between two progress records. */
const BATCH = 25;

export interface CertificateJobDeps {
  store: PrivateFileStore;
  renderer: HtmlPdfRenderer;
  /** The public site's address, for the verification URL (`<publicUrl>/certificados/<code>`). */
  publicUrl: string;
  locale?: Locale;
}

/** A short public code: 10 characters without look-alikes (0/O, 1/I/L). */
export function certificateCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}

export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/certificados/${code}`;

interface Holder {
  user_id: number;
  name: string;
  best: number | null;
}

/**
 * The edition's holders still without a certificate from this job: its subscribed users, with their best
 * score (participations and imported ratings, in one set-based query).
 */
function pendingHolders(db: Kysely<Database>, editionId: number, jobId: number, limit: number) {
  return sql<Holder>`
    select i.user_id, coalesce(nullif(trim(u.name), ''), u.email, '') as name,
      greatest(
        (select max(p.score) from participations p join exams e on e.id = p.exam_id
          where e.edition_id = ${editionId} and p.user_id = i.user_id),
        (select max(r.score) from ratings r join exams e on e.id = r.exam_id
          where e.edition_id = ${editionId} and r.user_id = i.user_id)
      )::float8 as best
    from (select distinct user_id from inscriptions where edition_id = ${editionId}) i
    join users u on u.id = i.user_id
    where not exists (
      select 1 from certificates c
      where c.edition_id = ${editionId} and c.user_id = i.user_id and c.job_id = ${jobId}
    )
    order by i.user_id
    limit ${limit}`.execute(db);
}

/**
 * Renders every holder's certificate of an edition (PUT generate-certificate). Idempotent per holder: a
 * retried job skips the holders it already did (their row names this job), and a holder keeps their
 * verification code across generations. A holder's achievement template is used when their score
 * reaches an achievement that has one, else the edition's certificate template, else the built-in PDF.
 */
export function certificateJob(deps: CertificateJobDeps): JobHandler {
  return async (job: Job, ctx) => {
    const editionId = Number(job.payload.editionId);
    const locale = deps.locale ?? 'pt-BR';
    const edition = await ctx.db
      .selectFrom('editions')
      .selectAll()
      .where('id', '=', editionId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!edition) throw new Error(`edition ${editionId} not found`);
    const templates = await ctx.db
      .selectFrom('certificate_templates')
      .selectAll()
      .where('edition_id', '=', editionId)
      .execute();
    const compiled = new Map<number | null, TemplatePart[]>(
      templates.map((t) => [t.achievement_level, compileTemplate(t.source)]),
    );
    const achievements = achievementsOf(edition.details);
    const label = editionLabel(edition.description, edition.year);
    const zone = edition.time_zone || 'UTC';
    const today = DateTime.now().setZone(zone);
    const issuedOn = (today.isValid ? today : DateTime.now().toUTC()).toFormat('dd/MM/yyyy');
    const { count } = (await ctx.db
      .selectFrom('inscriptions')
      .select(sql<number>`count(distinct user_id)::int`.as('count'))
      .where('edition_id', '=', editionId)
      .executeTakeFirst())!;
    let done = (
      await ctx.db
        .selectFrom('certificates')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('edition_id', '=', editionId)
        .where('job_id', '=', job.id)
        .executeTakeFirstOrThrow()
    ).n;
    await ctx.progress(done, count);

    for (;;) {
      const { rows } = await pendingHolders(ctx.db, editionId, job.id, BATCH);
      if (!rows.length) break;
      for (const holder of rows) {
        const achievement = matchAchievement(achievements, holder.best);
        const level = achievement ? achievements.indexOf(achievement) + 1 : null;
        const existing = await ctx.db
          .selectFrom('certificates')
          .select('code')
          .where('edition_id', '=', editionId)
          .where('user_id', '=', holder.user_id)
          .executeTakeFirst();
        const code = existing?.code ?? certificateCode();
        const template = (level !== null ? compiled.get(level) : undefined) ?? compiled.get(null);
        const url = verificationUrl(deps.publicUrl, code);
        const pdf = template
          ? await deps.renderer.render(
              renderTemplate(template, {
                name: holder.name,
                edition: label,
                achievement: achievement?.name ?? '',
                score: holder.best === null ? '' : String(holder.best).replace('.', ','),
                date: issuedOn,
                verification_url: url,
                qr_code: await QRCode.toDataURL(url, { margin: 1 }),
              }),
            )
          : await certificatePdf({
              locale,
              edition: label,
              name: holder.name,
              participation: CERTIFICATE_TEXT[locale].participation(label),
              achievement: achievement?.name ?? null,
              issuedOn,
              verification: { url, qrPng: await QRCode.toBuffer(url, { margin: 1 }) },
            });
        const bytes = Buffer.from(pdf);
        const key = privateContentKey(bytes, 'pdf');
        await deps.store.put(key, bytes);
        await ctx.db
          .insertInto('certificates')
          .values({
            edition_id: editionId,
            user_id: holder.user_id,
            code,
            name: holder.name,
            achievement: achievement?.name ?? null,
            score: holder.best,
            file_key: key,
            job_id: job.id,
            generated_at: new Date(),
          })
          .onConflict((oc) =>
            oc.columns(['edition_id', 'user_id']).doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              achievement: eb.ref('excluded.achievement'),
              score: eb.ref('excluded.score'),
              file_key: eb.ref('excluded.file_key'),
              job_id: eb.ref('excluded.job_id'),
              generated_at: eb.ref('excluded.generated_at'),
            })),
          )
          .execute();
        done++;
      }
      if (!(await ctx.progress(done, count))) throw new Error('stopped: the API is shutting down');
    }
    await ctx.db
      .updateTable('editions')
      .set({ certificate_available: true, certificate_available_at: new Date(), updated_at: new Date() })
      .where('id', '=', editionId)
      .execute();
    return { certificates: done };
  };
}
