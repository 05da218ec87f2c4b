import type { Kysely, Selectable, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { CurrentUser } from '../../auth/auth-hook.js';
import type { Database, EditionsTable } from '../../db/schema.js';
import { contentKey, type FileStore } from '../../files/store.js';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import { issuePath, messageError } from '../../jsonapi/localized-error.js';
import {
  editionDateIssues,
  editionFormSchema,
  EDITION_FORM_MESSAGE_IDS,
  lookupMessage,
  SHARED_MESSAGES,
  type EditionFormValues,
  type Locale,
} from '../../shared-rules.js';
import { diffChanges, recordAudit, type Changes } from '../../audit/audit.js';
import { compileTemplate, TemplateError, type TemplatePart } from '../certificates/template.js';
import {
  oversizedFiles,
  relationshipCountryIds,
  type EditionBody,
  type EditionFile,
} from './edition-input.js';
import { editionAdmin, editionForm, formIssueError } from './messages.js';
import { editionSnapshot } from './snapshot.js';

type Db = Kysely<Database> | Transaction<Database>;
type Edition = Selectable<EditionsTable>;

/** The logo's image type by its magic bytes (png, jpeg, gif, webp), never by name or declared type. */
export function sniffLogo(bytes: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

const LOGO_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/** The template as stored: the sanitised HTML with its placeholders written back as `<%= name %>`. */
const templateSource = (parts: TemplatePart[]) =>
  parts.map((p) => (typeof p === 'string' ? p : `<%= ${p.placeholder} %>`)).join('');

interface CheckedTemplate {
  fileName: string;
  source: string;
}

/** A .html.erb template checked by templates.ts (unknown tags named with their line). */
function checkTemplate(
  file: EditionFile,
  pointer: string,
  locale: Locale,
  errors: JsonApiErrorObject[],
): CheckedTemplate | undefined {
  const fileName = file.name.replace(/[\\/]/g, '_').slice(0, 200);
  if (!/\.html\.erb$/i.test(fileName)) {
    errors.push(editionForm.error(422, 'certificateTemplateFile', locale, pointer));
    return undefined;
  }
  const text = file.bytes.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\u0000')) {
    errors.push(editionForm.error(422, 'certificateTemplateFile', locale, pointer));
    return undefined;
  }
  try {
    return { fileName, source: templateSource(compileTemplate(text)) };
  } catch (err) {
    if (!(err instanceof TemplateError)) throw err;
    for (const problem of err.problems)
      errors.push(
        editionAdmin.error(422, 'templateTag', locale, pointer, { line: problem.line, tag: problem.tag }),
      );
    return undefined;
  }
}

/** The date of a date rule, formatted for the reader in the edition's zone. */
function dateIssueError(
  issue: ReturnType<typeof editionDateIssues>[number],
  zone: string,
  locale: Locale,
): JsonApiErrorObject {
  const when = DateTime.fromISO(issue.date ?? '', { zone });
  const date = when.toFormat(
    issue.id === EDITION_FORM_MESSAGE_IDS.afterTime ? 'dd/MM/yyyy HH:mm' : 'dd/MM/yyyy',
  );
  return {
    ...messageError(422, issue.id, lookupMessage(SHARED_MESSAGES, issue.id, locale, { date }), {
      pointer: `/data/attributes/${issue.field}`,
    }),
    meta: { date: issue.date },
  };
}

export interface SaveEdition {
  db: Kysely<Database>;
  store: FileStore;
  projectId: number;
  locale: Locale;
  me: CurrentUser;
  body: EditionBody;
  /** PATCH: the stored edition. */
  existing?: Edition;
}

/**
 * Creates or updates an edition from the form (spec 2 §5, the contract of issue 13), in one transaction:
 * the shared schema, the date rules in the edition's zone, the countries, time zone and coordinators that
 * must exist, the files (logo by content, templates by templates.ts), the phases exams use, an identical
 * edition; then the rows, the files and the audit entry. Nothing is stored on any refusal.
 */
export async function saveEdition(input: SaveEdition): Promise<number> {
  const { db, locale, me, body, existing } = input;
  const oversized = oversizedFiles(body, locale);
  if (oversized.length) throw new ApiError(413, oversized);

  if (body.attributes === undefined || typeof body.attributes !== 'object' || body.attributes === null)
    throw editionForm.failure(422, 'required', locale, '/data/attributes');
  const admin = me.roles.has('admin');
  // Only admins manage coordinators: a coordinator's list is ignored (the stored one stays).
  const attributes = admin ? body.attributes : { ...body.attributes, coordinators_emails: [] };
  const parsed = v.safeParse(editionFormSchema, attributes);
  if (!parsed.success) {
    const seen = new Set<string>();
    const errors: JsonApiErrorObject[] = [];
    for (const issue of parsed.issues) {
      const path = issuePath(issue);
      if (seen.has(path)) continue;
      seen.add(path);
      errors.push(
        formIssueError(
          issue.message,
          locale,
          `/data/attributes${path ? '/' + path.split('.').join('/') : ''}`,
        ),
      );
    }
    throw new ApiError(422, errors);
  }
  const values: EditionFormValues = parsed.output;

  return db.transaction().execute(async (trx) => {
    const errors: JsonApiErrorObject[] = [];

    // Countries: country_ids, or data[relationships] (the same list when both are sent).
    const fromRelationships = relationshipCountryIds(body.relationships, locale);
    const sameList = (a: string[], b: string[]) =>
      a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
    if (fromRelationships && values.country_ids.length && !sameList(fromRelationships, values.country_ids))
      errors.push(editionAdmin.error(422, 'countriesDisagree', locale, '/data/relationships/countries'));
    const countryIds = [...new Set((fromRelationships ?? values.country_ids).map(Number))];
    const knownCountries = countryIds.length
      ? new Set(
          (await trx.selectFrom('countries').select('id').where('id', 'in', countryIds).execute()).map(
            (c) => c.id,
          ),
        )
      : new Set<number>();
    (fromRelationships ?? values.country_ids).forEach((id, i) => {
      if (!knownCountries.has(Number(id)))
        errors.push(
          editionForm.error(
            422,
            'unknownCountry',
            locale,
            fromRelationships
              ? `/data/relationships/countries/data/${i}`
              : `/data/attributes/country_ids/${i}`,
          ),
        );
    });

    // The time zone: one of GET time_zones, known to the clock.
    const zone = values.time_zone;
    const zoneRow = await trx
      .selectFrom('time_zones')
      .select('name')
      .where('name', '=', zone)
      .executeTakeFirst();
    const zoneOk = !!zoneRow && DateTime.now().setZone(zone).isValid;
    if (!zoneOk) errors.push(editionForm.error(422, 'unknownTimeZone', locale, '/data/attributes/time_zone'));

    // The dates (today in the edition's zone; the stored start stays valid on PATCH).
    if (zoneOk) {
      const startOfToday = DateTime.now().setZone(zone).startOf('day').toJSDate();
      const storedStart = existing?.start_registration ? existing.start_registration.toISOString() : null;
      for (const issue of editionDateIssues(values, { startOfToday, storedStart }))
        errors.push(dateIssueError(issue, zone, locale));
    }

    // Coordinators (admins only: a coordinator's PATCH keeps the stored list).
    let coordinatorIds: number[] | undefined;
    if (admin) {
      const emails = values.coordinators_emails;
      const found = emails.length
        ? await trx
            .selectFrom('users')
            .innerJoin('profiles', 'profiles.user_id', 'users.id')
            .select(['users.id', 'users.email'])
            .where('profiles.role', '=', 'coordinator')
            .where((eb) => eb(eb.fn('lower', ['users.email']), 'in', emails))
            .execute()
        : [];
      const byEmail = new Map(found.map((u) => [String(u.email).toLowerCase(), u.id]));
      coordinatorIds = [];
      emails.forEach((email, i) => {
        const id = byEmail.get(email);
        if (id === undefined)
          errors.push(
            editionForm.error(422, 'unknownCoordinator', locale, `/data/attributes/coordinators_emails/${i}`),
          );
        else coordinatorIds!.push(id);
      });
    }

    // Files: the logo by its content, the templates by templates.ts.
    let logo: { key: string; bytes: Buffer; type: string; name: string } | undefined;
    if (body.logo) {
      const kind = sniffLogo(body.logo.bytes);
      if (!kind) errors.push(editionForm.error(422, 'logoFile', locale, '/logo'));
      else
        logo = {
          key: contentKey(body.logo.bytes, kind),
          bytes: body.logo.bytes,
          type: LOGO_TYPES[kind],
          name: body.logo.name.replace(/[\\/]/g, '_').slice(0, 200),
        };
    }
    const certificate = body.certificateTemplate
      ? checkTemplate(body.certificateTemplate, '/certificate_template', locale, errors)
      : undefined;
    const storedCertificate = existing
      ? await trx
          .selectFrom('certificate_templates')
          .select('id')
          .where('edition_id', '=', existing.id)
          .where('achievement_level', 'is', null)
          .executeTakeFirst()
      : undefined;
    const achievementTemplates = new Map<number, CheckedTemplate>();
    for (const [i, file] of [...body.achievementTemplates].sort(([a], [b]) => a - b)) {
      const pointer = `/achievement_templates/${i}`;
      if (i >= values.achievements.length) {
        errors.push(editionAdmin.error(422, 'invalidValue', locale, pointer));
        continue;
      }
      if (!body.certificateTemplate && !storedCertificate) {
        errors.push(editionForm.error(422, 'achievementNeedsTemplate', locale, pointer));
        continue;
      }
      const checked = checkTemplate(file, pointer, locale, errors);
      if (checked) achievementTemplates.set(i + 1, checked);
    }
    if (errors.length) throw new ApiError(422, errors);

    // A phase that exams use may be neither removed nor renumbered.
    if (existing) {
      const stored = await trx
        .selectFrom('phases')
        .select('phase')
        .where('edition_id', '=', existing.id)
        .orderBy('phase')
        .execute();
      const used = new Set(
        (
          await trx
            .selectFrom('exams')
            .select('phase')
            .distinct()
            .where('edition_id', '=', existing.id)
            .execute()
        ).map((e) => e.phase),
      );
      const kept = new Set(values.phases.map((p) => p.phase));
      const inUse: JsonApiErrorObject[] = [];
      stored.forEach((p, i) => {
        if (used.has(p.phase) && !kept.has(p.phase))
          inUse.push(
            editionForm.error(
              422,
              'phaseInUse',
              locale,
              i < values.phases.length ? `/data/attributes/phases/${i}` : '/data/attributes/phases',
            ),
          );
      });
      if (inUse.length) throw new ApiError(422, inUse);
    }

    // An identical edition (same project, description and registration dates).
    let duplicate = trx
      .selectFrom('editions')
      .select('id')
      .where('project_id', '=', input.projectId)
      .where('deleted_at', 'is', null)
      .where('description', '=', values.description)
      .where('start_registration', '=', new Date(values.start_registration))
      .where('end_registration', '=', new Date(values.end_registration));
    if (existing) duplicate = duplicate.where('id', '<>', existing.id);
    if (await duplicate.executeTakeFirst()) throw editionForm.failure(409, 'duplicate', locale);

    const before = existing ? await editionSnapshot(trx, existing.id) : undefined;
    const start = new Date(values.start_registration);
    const details = {
      ...((existing?.details as Record<string, unknown> | undefined) ?? {}),
      achievements: values.achievements,
      ...(logo ? { logo_file_name: logo.name } : {}),
    };
    const row = {
      description: values.description,
      start_registration: start,
      end_registration: new Date(values.end_registration),
      results_due: new Date(values.results_due),
      start_date: start,
      year: DateTime.fromJSDate(start, { zone }).year,
      time_zone: zone,
      details: JSON.stringify(details),
      ...(logo ? { logo_url: await input.store.put(logo.key, logo.bytes, logo.type) } : {}),
    };
    const editionId = existing
      ? (
          await trx
            .updateTable('editions')
            .set({ ...row, updated_at: new Date() })
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await trx
            .insertInto('editions')
            .values({ ...row, project_id: input.projectId, active: true })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

    await writeRelations(trx, editionId, values, countryIds, coordinatorIds);
    if (certificate) {
      await trx
        .deleteFrom('certificate_templates')
        .where('edition_id', '=', editionId)
        .where('achievement_level', 'is', null)
        .execute();
      await trx
        .insertInto('certificate_templates')
        .values({
          edition_id: editionId,
          achievement_level: null,
          file_name: certificate.fileName,
          source: certificate.source,
        })
        .execute();
    }
    // Templates of achievements that are no longer there go with them.
    await trx
      .deleteFrom('certificate_templates')
      .where('edition_id', '=', editionId)
      .where('achievement_level', '>', values.achievements.length)
      .execute();
    for (const [level, t] of achievementTemplates) {
      await trx
        .deleteFrom('certificate_templates')
        .where('edition_id', '=', editionId)
        .where('achievement_level', '=', level)
        .execute();
      await trx
        .insertInto('certificate_templates')
        .values({ edition_id: editionId, achievement_level: level, file_name: t.fileName, source: t.source })
        .execute();
    }

    const after = await editionSnapshot(trx, editionId);
    let changes: Changes = diffChanges(before ?? {}, after);
    if (!before)
      changes = Object.fromEntries(
        Object.entries(changes).filter(
          ([, [, b] = [null, null]]) =>
            !(
              b === null ||
              (Array.isArray(b) && !b.length) ||
              (typeof b === 'object' && b && !Array.isArray(b) && !Object.keys(b).length)
            ),
        ),
      );
    await recordAudit(trx, {
      editionId,
      actorId: me.id,
      action: existing ? 'edition.updated' : 'edition.created',
      subjectType: 'editions',
      subjectId: editionId,
      changes,
    });
    // Each coordinator given or taken away is an entry of its own.
    const was = new Set((before?.coordinators_emails as string[] | undefined) ?? []);
    const now = new Set(after.coordinators_emails as string[]);
    for (const email of now)
      if (!was.has(email))
        await recordAudit(trx, {
          editionId,
          actorId: me.id,
          action: 'coordinator.added',
          subjectType: 'users',
          subjectId: null,
          changes: { coordinators_emails: [null, email] },
        });
    for (const email of was)
      if (!now.has(email))
        await recordAudit(trx, {
          editionId,
          actorId: me.id,
          action: 'coordinator.removed',
          subjectType: 'users',
          subjectId: null,
          changes: { coordinators_emails: [email, null] },
        });
    return editionId;
  });
}

/** Phases (kept by number, so their ids stay), countries, coordinators and videos as the form has them. */
async function writeRelations(
  trx: Db,
  editionId: number,
  values: EditionFormValues,
  countryIds: number[],
  coordinatorIds: number[] | undefined,
) {
  const stored = await trx
    .selectFrom('phases')
    .select(['id', 'phase'])
    .where('edition_id', '=', editionId)
    .execute();
  const byNumber = new Map(stored.map((p) => [p.phase, p.id]));
  const numbers = new Set(values.phases.map((p) => p.phase));
  const gone = stored.filter((p) => !numbers.has(p.phase)).map((p) => p.id);
  if (gone.length) await trx.deleteFrom('phases').where('id', 'in', gone).execute();
  for (const p of values.phases) {
    const additional = p.categories.includes('in_group')
      ? { member_limit: p.additional_data.member_limit }
      : {};
    const columns = { categories: JSON.stringify(p.categories), additional_data: JSON.stringify(additional) };
    const id = byNumber.get(p.phase);
    if (id !== undefined) await trx.updateTable('phases').set(columns).where('id', '=', id).execute();
    else
      await trx
        .insertInto('phases')
        .values({ edition_id: editionId, phase: p.phase, ...columns })
        .execute();
  }
  await trx.deleteFrom('edition_countries').where('edition_id', '=', editionId).execute();
  if (countryIds.length)
    await trx
      .insertInto('edition_countries')
      .values(countryIds.map((country_id) => ({ edition_id: editionId, country_id })))
      .execute();
  if (coordinatorIds) {
    await trx.deleteFrom('edition_coordinators').where('edition_id', '=', editionId).execute();
    const unique = [...new Set(coordinatorIds)];
    if (unique.length)
      await trx
        .insertInto('edition_coordinators')
        .values(unique.map((user_id) => ({ edition_id: editionId, user_id })))
        .execute();
  }
  await trx.deleteFrom('videos').where('edition_id', '=', editionId).execute();
  if (values.videos.length)
    await trx
      .insertInto('videos')
      .values(
        values.videos.map((video) => ({
          edition_id: editionId,
          description: video.description || null,
          url: video.url,
        })),
      )
      .execute();
}
