import { loadEdition } from '../editions/load.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { sendPdf } from '../../pdf/reply.js';
import type { PrivateFileStore } from '../../files/private-store.js';
import type { Locale } from '../../shared-rules.js';
import { isSubscribedToEdition } from '../exams/access.js';
import { dbNow } from '../exams/timing.js';
import { requestLocale } from '../registration/messages.js';
import { achievementsOf, bestScore, matchAchievement } from './achievement.js';
import { certificatePdf } from './certificate-pdf.js';
import { CERTIFICATE_TEXT, editionLabel } from './certificate-text.js';
import { findTeamMember, type CertificateEdition } from './holders.js';
import { certificateFailure } from './messages.js';
import * as v from 'valibot';
import { idParam, idParams, jsonSchemaOf, noQuery } from '../../http/route-schema.js';

const FILE_NAME = 'certificado.pdf';

/** The issue date, DD/MM/YYYY in the edition's time zone (UTC when it has none or an unknown one). */
function issueDate(now: Date, zone: string | null): string {
  const local = DateTime.fromJSDate(now, { zone: zone || 'UTC' });
  return (local.isValid ? local : DateTime.fromJSDate(now, { zone: 'UTC' })).toFormat('dd/MM/yyyy');
}

/** The edition named in the URL, with its certificate available; 404 / 422 otherwise. */
async function certifiableEdition(
  db: Kysely<Database>,
  projectId: number,
  rawId: string,
  locale: Locale,
): Promise<CertificateEdition> {
  const edition = /^\d{1,15}$/.test(rawId) ? await loadEdition(db, Number(rawId), projectId) : undefined;
  if (!edition) throw certificateFailure(404, 'editionNotFound', locale);
  return edition;
}

async function sendCertificate(
  db: Kysely<Database>,
  reply: FastifyReply,
  edition: CertificateEdition,
  locale: Locale,
  holder: { name: string; userId: number | null; participation: (edition: string) => string },
) {
  const label = editionLabel(edition.description, edition.year);
  const achievements = achievementsOf(edition.details);
  const score =
    achievements.length && holder.userId !== null ? await bestScore(db, edition.id, holder.userId) : null;
  const pdf = await certificatePdf({
    locale,
    edition: label,
    name: holder.name,
    participation: holder.participation(label),
    achievement: matchAchievement(achievements, score)?.name ?? null,
    issuedOn: issueDate(await dbNow(db), edition.time_zone),
  });
  return sendPdf(reply, pdf, FILE_NAME);
}

/**
 * The participant's certificates (spec 3 §2.3, spec 2 "certificate download"; issue 4 contract E): their
 * own, and in group editions a team member's by e-mail. PDFs in the request's language.
 */
const editionNotFound = (locale: Locale) => certificateFailure(404, 'editionNotFound', locale);

export async function certificateRoutes(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: PrivateFileStore },
) {
  app.get<{ Params: { id: string } }>(
    '/editions/:id/certificate',
    {
      config: { access: 'signed-in', notFound: editionNotFound },
      schema: {
        tags: ['certificates'],
        querystring: jsonSchemaOf(noQuery),
        summary:
          "The caller's certificate of the edition (application/pdf, certificado.pdf): subscribed callers, once the edition's certificate is available",
        params: jsonSchemaOf(idParams('id')),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const edition = await certifiableEdition(db, config.projectId, req.params.id, locale);
      if (!(await isSubscribedToEdition(db, edition.id, me.id)))
        throw certificateFailure(403, 'notSubscribed', locale);
      if (!edition.certificate_available) throw certificateFailure(422, 'notAvailable', locale);
      // The certificate the generation job rendered (with its verification code), when there is one.
      const generated = await db
        .selectFrom('certificates')
        .select('file_key')
        .where('edition_id', '=', edition.id)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      const stored = generated && (await store.read(generated.file_key));
      if (stored) return sendPdf(reply, stored, FILE_NAME);
      const words = CERTIFICATE_TEXT[locale];
      return sendCertificate(db, reply, edition, locale, {
        name: me.user.name?.trim() || me.user.email || '',
        userId: me.id,
        participation: words.participation,
      });
    },
  );

  app.get<{ Params: { id: string; email: string } }>(
    '/editions/:id/membership_certificate/:email',
    {
      config: { access: 'signed-in', notFound: editionNotFound },
      schema: {
        querystring: jsonSchemaOf(noQuery),
        tags: ['certificates'],
        summary:
          "A team member's certificate of a group edition by e-mail (application/pdf): the e-mail of a member of one of the caller's teams in the edition, or the caller's own",
        params: jsonSchemaOf(v.object({ id: idParam, email: v.pipe(v.string(), v.maxLength(320)) })),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const edition = await certifiableEdition(db, config.projectId, req.params.id, locale);
      if (!edition.certificate_available) throw certificateFailure(422, 'notAvailable', locale);
      const email = req.params.email.trim();
      const member =
        email && email.length <= 254 ? await findTeamMember(db, edition.id, me.id, email) : undefined;
      if (!member) throw certificateFailure(422, 'notMember', locale);
      const words = CERTIFICATE_TEXT[locale];
      return sendCertificate(db, reply, edition, locale, {
        name: member.name,
        userId: member.userId,
        participation: (label) => words.membership(label, member.role, member.team),
      });
    },
  );
}
