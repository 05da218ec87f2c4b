import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ObjectStore } from '../../files/object-store.js';
import type { PrivateFileStore } from '../../files/private-store.js';
import type { JobHandler } from '../../jobs/worker.js';
import { toCsv } from '../../text/csv.js';

/** "Salvar certificados na nuvem": copies the edition's generated PDFs to the object store. */
export const SAVE_CERTIFICATES = 'storage.certificates';
/** "Salvar dados da edição na nuvem": writes the edition's JSON export and its inscriptions' CSV. */
export const SAVE_EDITION_DATA = 'storage.edition_data';
export const STORAGE_JOB_KINDS = [SAVE_CERTIFICATES, SAVE_EDITION_DATA] as const;

export const certificatesFolder = (editionId: number) => `editions/${editionId}/certificates`;
export const certificateObjectKey = (editionId: number, code: string) =>
  `${certificatesFolder(editionId)}/${code}.pdf`;
export const editionDataKeys = (editionId: number) => ({
  json: `editions/${editionId}/data/edition.json`,
  inscriptions: `editions/${editionId}/data/inscriptions.csv`,
});

/** Objects sent at once (a store's round trips overlap; the worker stays one job at a time). */
const PARALLEL = 8;

export interface StorageJobDeps {
  privateStore: PrivateFileStore;
  objectStore: ObjectStore;
}

const editionIdOf = (payload: Record<string, unknown>) => {
  const id = Number(payload.editionId);
  if (!Number.isSafeInteger(id) || id < 1) throw new Error('the job names no edition');
  return id;
};

/**
 * Copies every generated certificate of the edition to `editions/<id>/certificates/<code>.pdf`.
 * Idempotent: a put replaces the object of the same key with the same bytes, so a retried job only
 * repeats work. A certificate whose PDF is gone from the private store fails the job with its code.
 */
export function saveCertificatesJob(deps: StorageJobDeps): JobHandler {
  return async (job, ctx) => {
    const editionId = editionIdOf(job.payload);
    const rows = await ctx.db
      .selectFrom('certificates')
      .select(['code', 'file_key'])
      .where('edition_id', '=', editionId)
      .orderBy('id')
      .execute();
    await ctx.progress(0, rows.length);
    let done = 0;
    for (let i = 0; i < rows.length; i += PARALLEL) {
      await Promise.all(
        rows.slice(i, i + PARALLEL).map(async (row) => {
          const bytes = await deps.privateStore.read(row.file_key);
          if (!bytes) throw new Error(`the PDF of certificate ${row.code} is missing`);
          await deps.objectStore.put(certificateObjectKey(editionId, row.code), bytes, 'application/pdf');
        }),
      );
      done = Math.min(i + PARALLEL, rows.length);
      if (!(await ctx.progress(done, rows.length))) throw new Error('stopped: the API is shutting down');
    }
    return { saved: done, location: deps.objectStore.locationOf(certificatesFolder(editionId)) };
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The edition's data as one JSON document: its attributes, coordinators, phases, exams with their
 * questions (and answer keys), how many inscriptions it has, and each subscribed participant with their
 * inscription, participations and ratings. Contact data beyond name and e-mail, passwords, tokens and
 * answers are left out.
 */
export async function editionExport(db: Kysely<Database>, editionId: number) {
  const edition = await db.selectFrom('editions').selectAll().where('id', '=', editionId).executeTakeFirst();
  if (!edition) throw new Error(`edition ${editionId} not found`);
  const [coordinators, phases, exams, questions, inscriptions, participations, ratings] = await Promise.all([
    db
      .selectFrom('edition_coordinators as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.name', 'u.email'])
      .where('c.edition_id', '=', editionId)
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('phases')
      .select(['phase', 'categories', 'additional_data'])
      .where('edition_id', '=', editionId)
      .orderBy('phase')
      .execute(),
    db.selectFrom('exams').selectAll().where('edition_id', '=', editionId).orderBy('id').execute(),
    db
      .selectFrom('questions as q')
      .innerJoin('exams as e', 'e.id', 'q.exam_id')
      .select([
        'q.id',
        'q.exam_id',
        'q.position',
        'q.kind',
        'q.style',
        'q.status',
        'q.statement',
        'q.alternatives',
        'q.resolution',
        'q.weight',
        'q.character_limit',
        'q.education_subject_id',
      ])
      .where('e.edition_id', '=', editionId)
      .orderBy('q.exam_id')
      .orderBy('q.position')
      .orderBy('q.id')
      .execute(),
    inscriptionRows(db, editionId),
    db
      .selectFrom('participations as p')
      .innerJoin('exams as e', 'e.id', 'p.exam_id')
      .select(['p.user_id', 'p.exam_id', 'p.started_at', 'p.finished_at', 'p.score'])
      .where('e.edition_id', '=', editionId)
      .orderBy('p.user_id')
      .orderBy('p.exam_id')
      .execute(),
    db
      .selectFrom('ratings as r')
      .innerJoin('exams as e', 'e.id', 'r.exam_id')
      .select(['r.user_id', 'r.exam_id', 'r.category', 'r.is_ranked', 'r.category_position', 'r.score'])
      .where('e.edition_id', '=', editionId)
      .orderBy('r.user_id')
      .orderBy('r.exam_id')
      .execute(),
  ]);
  const byUser = <T extends { user_id: number }>(rows: T[]) => {
    const map = new Map<number, Omit<T, 'user_id'>[]>();
    for (const { user_id, ...rest } of rows) map.set(user_id, [...(map.get(user_id) ?? []), rest]);
    return map;
  };
  const participationsOf = byUser(
    participations.map((p) => ({
      ...p,
      started_at: iso(p.started_at),
      finished_at: iso(p.finished_at),
      score: p.score === null ? null : Number(p.score),
    })),
  );
  const ratingsOf = byUser(ratings.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) })));
  return {
    format: 'olympiad-edition-export/1',
    exported_at: new Date().toISOString(),
    edition: {
      id: edition.id,
      description: edition.description,
      year: edition.year,
      start_registration: iso(edition.start_registration),
      end_registration: iso(edition.end_registration),
      start_date: iso(edition.start_date),
      results_due: iso(edition.results_due),
      time_zone: edition.time_zone,
      active: edition.active,
      certificate_available: edition.certificate_available,
      certificate_available_at: iso(edition.certificate_available_at),
      certificate_template_url: edition.certificate_template_url,
      logo_url: edition.logo_url,
      details: edition.details,
    },
    coordinators,
    phases,
    exams: exams.map((e) => ({
      id: e.id,
      phase: e.phase,
      description: e.description,
      kind: e.kind,
      start_date: iso(e.start_date),
      end_date: iso(e.end_date),
      time_limit: e.time_limit,
      minimal_score: e.minimal_score === null ? null : Number(e.minimal_score),
      questions_order: e.questions_order,
      questions: questions.filter((q) => q.exam_id === e.id).map(({ exam_id: _exam, ...q }) => q),
    })),
    inscriptions_count: inscriptions.length,
    participants: inscriptions.map((i) => ({
      user_id: i.user_id,
      name: i.name,
      email: i.email,
      category: i.category,
      registrable_type: i.registrable_type,
      school_unit_id: i.school_unit_id,
      education_grade_id: i.education_grade_id,
      confirmed_at: iso(i.confirmed_at),
      participations: participationsOf.get(i.user_id) ?? [],
      ratings: ratingsOf.get(i.user_id) ?? [],
    })),
  };
}

function inscriptionRows(db: Kysely<Database>, editionId: number) {
  return db
    .selectFrom('inscriptions as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'i.id',
      'i.user_id',
      sql<string>`coalesce(u.name, '')`.as('name'),
      'u.email',
      'i.category',
      'i.registrable_type',
      'i.source',
      'i.school_unit_id',
      'i.education_grade_id',
      'i.confirmed_at',
      'i.created_at',
    ])
    .where('i.edition_id', '=', editionId)
    .orderBy('i.id')
    .execute();
}

/** The inscriptions as CSV (one row each; the header names the columns). */
export async function inscriptionsCsv(db: Kysely<Database>, editionId: number): Promise<string> {
  const rows = await inscriptionRows(db, editionId);
  return toCsv(
    [
      'inscription_id',
      'user_id',
      'name',
      'email',
      'category',
      'registrable_type',
      'source',
      'school_unit_id',
      'education_grade_id',
      'confirmed_at',
      'created_at',
    ],
    rows.map((r) => [
      r.id,
      r.user_id,
      r.name,
      r.email,
      r.category,
      r.registrable_type,
      r.source,
      r.school_unit_id,
      r.education_grade_id,
      iso(r.confirmed_at),
      iso(r.created_at),
    ]),
  );
}

/** Writes `editions/<id>/data/edition.json` and `…/inscriptions.csv` (each put replaces the last). */
export function saveEditionDataJob(deps: Pick<StorageJobDeps, 'objectStore'>): JobHandler {
  return async (job, ctx) => {
    const editionId = editionIdOf(job.payload);
    const keys = editionDataKeys(editionId);
    await ctx.progress(0, 2);
    const data = await editionExport(ctx.db, editionId);
    await deps.objectStore.put(keys.json, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
    await ctx.progress(1, 2);
    await deps.objectStore.put(keys.inscriptions, await inscriptionsCsv(ctx.db, editionId), 'text/csv');
    await ctx.progress(2, 2);
    return {
      inscriptions: data.inscriptions_count,
      location: deps.objectStore.locationOf(`editions/${editionId}/data`),
    };
  };
}
