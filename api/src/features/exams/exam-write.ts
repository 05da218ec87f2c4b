import { sql, type Kysely, type Selectable } from 'kysely';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../../auth/auth-hook.js';
import type { Database, EditionsTable } from '../../db/schema.js';
import { contentKey, CONTENT_TYPES, type FileStore } from '../../files/store.js';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import { COVER_MAX_BYTES, LOCKED_IN_PROGRESS, type Locale } from '../../shared-rules.js';
import { diffChanges, recordAudit } from '../../audit/audit.js';
import { enqueueRescore } from '../questions/rescore-job.js';
import { sniffLogo } from '../editions/edition-write.js';
import { authoring } from './authoring-messages.js';
import { changed, examValues, type ExamValues } from './exam-attributes.js';
import type { ExamBody } from './exam-input.js';
import type { Exam } from './load.js';
import { examStatus } from './resource.js';
import { dbNow } from './timing.js';

type Edition = Selectable<EditionsTable>;

export interface SaveExam {
  db: Kysely<Database>;
  store: FileStore;
  locale: Locale;
  me: CurrentUser;
  body: ExamBody;
  edition: Edition;
  /** PATCH: the stored exam. */
  existing?: Exam;
}

/** What the audit log records of an exam (files by URL, never their bytes). */
const snapshot = (e: Pick<Exam, keyof ExamValues | 'cover_url'>) => ({
  phase: e.phase,
  kind: e.kind,
  start_date: e.start_date,
  end_date: e.end_date,
  minimal_score: e.minimal_score,
  description: e.description,
  survey_url: e.survey_url,
  to_certificate: e.to_certificate,
  time_limit: e.time_limit,
  cancelled_question_policy: e.cancelled_question_policy,
  cover_url: e.cover_url,
});

/** An instant as the form shows it, in the edition's zone: DD/MM/YYYY HH:mm. */
const shown = (at: Date, zone: string) =>
  DateTime.fromJSDate(at, { zone: zone || 'America/Sao_Paulo' }).toFormat('dd/MM/yyyy HH:mm');

const afterDate = (locale: Locale, field: 'start_date' | 'end_date', at: Date, zone: string) => ({
  ...authoring.error(422, 'afterDate', locale, `/data/attributes/${field}`, { date: shown(at, zone) }),
  meta: { date: at.toISOString() },
});

/**
 * Creates or updates an exam from the form (spec 2 §4, §5; issue 14), in one transaction holding the
 * edition's row (two saves cannot take the same phase): the form's rules, the status rules, the
 * edition's phases (one exam each, starting after the previous phase's exam ends), the cover by its
 * content; then the row, the cover file and the audit entry. Nothing is stored on any refusal.
 */
export async function saveExam(input: SaveExam): Promise<number> {
  const { db, locale, me, body, edition, existing } = input;
  const cover = body.cover;
  if (cover && (cover.oversized || cover.bytes.length > COVER_MAX_BYTES))
    throw authoring.failure(413, 'coverTooLarge', locale, '/data/attributes/cover');
  const attributes = body.attributes as Record<string, unknown>;
  const removeCover = attributes.remove_cover === true;

  const now = await dbNow(db);
  if (existing) {
    const status = examStatus(existing, now);
    if (status === 'expired') throw authoring.failure(422, 'readOnly', locale);
  }
  const { values, sent } = examValues(attributes, existing, locale);
  if (existing && examStatus(existing, now) === 'in_progress') {
    const locked = LOCKED_IN_PROGRESS.filter((f) => sent.has(f) && changed(f, values, existing));
    if (locked.length)
      throw new ApiError(
        422,
        locked.map((f) => authoring.error(422, 'readOnly', locale, `/data/attributes/${f}`)),
      );
  }

  let coverFile: { key: string; bytes: Buffer; type: string } | undefined;
  if (cover) {
    const kind = sniffLogo(cover.bytes);
    if (!kind) throw authoring.failure(422, 'coverNotImage', locale, '/data/attributes/cover');
    coverFile = { key: contentKey(cover.bytes, kind), bytes: cover.bytes, type: CONTENT_TYPES[kind]! };
  }

  return db.transaction().execute(async (trx) => {
    // The edition's row is held until the end: the phase checks below cannot race another save.
    await sql`select id from editions where id = ${edition.id} for update`.execute(trx);
    const phases = (
      await trx.selectFrom('phases').select('phase').where('edition_id', '=', edition.id).execute()
    ).map((p) => p.phase);
    if (!phases.length) throw authoring.failure(422, 'noPhases', locale, '/data/relationships/edition');

    const errors: JsonApiErrorObject[] = [];
    const zone = edition.time_zone ?? 'America/Sao_Paulo';
    // The schedule rules judge a new schedule: an edit that keeps phase and dates is not refused for
    // what the edition's other exams did since (an exam under way keeps its saved schedule).
    const schedule = ['phase', 'start_date', 'end_date'] as const;
    const scheduleChanged = !existing || schedule.some((f) => changed(f, values, existing));
    if (values.end_date.getTime() <= values.start_date.getTime())
      errors.push(afterDate(locale, 'end_date', values.start_date, zone));
    if (scheduleChanged) {
      let others = trx
        .selectFrom('exams')
        .select(['id', 'phase', 'end_date'])
        .where('edition_id', '=', edition.id);
      if (existing) others = others.where('id', '<>', existing.id);
      const siblings = await others.execute();
      if (!phases.includes(values.phase))
        errors.push(authoring.error(422, 'phaseUnknown', locale, '/data/attributes/phase'));
      else if (siblings.some((s) => s.phase === values.phase))
        errors.push(authoring.error(422, 'phaseInUse', locale, '/data/attributes/phase'));
      else {
        // The exam of the phase before (the highest phase below this one) must have ended first.
        const previous = siblings
          .filter((s) => s.phase < values.phase)
          .sort((a, b) => b.phase - a.phase || b.id - a.id)[0];
        const previousEnd = previous?.end_date ? new Date(previous.end_date) : null;
        if (previousEnd && values.start_date.getTime() < previousEnd.getTime())
          errors.push(afterDate(locale, 'start_date', previousEnd, zone));
      }
    }
    if (errors.length) throw new ApiError(422, errors);

    const coverUrl = coverFile
      ? await input.store.put(coverFile.key, coverFile.bytes, coverFile.type)
      : removeCover
        ? null
        : (existing?.cover_url ?? null);
    const row = { ...values, cover_url: coverUrl };
    const saved = existing
      ? await trx
          .updateTable('exams')
          .set({ ...row, updated_at: new Date() })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('exams')
          .values({ ...row, edition_id: edition.id })
          .returningAll()
          .executeTakeFirstOrThrow();

    const changes = diffChanges(existing ? snapshot(existing) : {}, snapshot(saved));
    if (!existing)
      for (const [field, [, after]] of Object.entries(changes))
        if (after === null) delete changes[field as keyof typeof changes];
    if (!existing || Object.keys(changes).length)
      await recordAudit(trx, {
        editionId: edition.id,
        actorId: me.id,
        action: existing ? 'exam.updated' : 'exam.created',
        subjectType: 'exams',
        subjectId: saved.id,
        changes,
      });
    // A new scoring policy for cancelled questions changes the scores of those who finished.
    if (existing && existing.cancelled_question_policy !== saved.cancelled_question_policy)
      await enqueueRescore(trx, saved, me.id);
    return saved.id;
  });
}

/**
 * Deletes an upcoming exam (spec 2 §2 "Only upcoming exams can be deleted") with its questions, and
 * records it. 422 with the reason as the error's title otherwise (the list shows the title).
 */
export async function deleteExam(db: Kysely<Database>, exam: Exam, me: CurrentUser, locale: Locale) {
  const refuse = () => {
    const error = authoring.error(422, 'deleteNotUpcoming', locale);
    return new ApiError(422, [{ ...error, title: error.detail ?? error.title }]);
  };
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('exams')
      .where('id', '=', exam.id)
      .where('start_date', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!deleted) throw refuse();
    await recordAudit(trx, {
      editionId: exam.edition_id,
      actorId: me.id,
      action: 'exam.deleted',
      subjectType: 'exams',
      subjectId: exam.id,
      changes: Object.fromEntries(Object.entries(snapshot(deleted)).map(([k, v]) => [k, [v, null]])),
    });
  });
}
