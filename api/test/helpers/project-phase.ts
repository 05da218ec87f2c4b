import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../../src/db/schema.js';
import { sessionHeaders } from './requests.js';
import type { AuthHeaders } from './sign-in.js';

const DAY = 24 * 3600_000;

export interface ProjectExamOptions {
  projectId?: number;
  categories?: string[];
  memberLimit?: number;
  /** Days from now. */
  start?: number;
  end?: number;
  details?: Record<string, unknown>;
  /** Adds a regular phase-1 exam first, so the project exam is phase 2 and needs a ranking. */
  afterRegularPhase?: boolean;
}

let editionCount = 0;

/** A fresh edition of the served project with a project-phase online exam (no time limit). */
export async function projectExam(db: Kysely<Database>, opts: ProjectExamOptions = {}) {
  editionCount += 1;
  const now = Date.now();
  const edition = await db
    .insertInto('editions')
    .values({
      project_id: opts.projectId ?? 36,
      description: `Projetos de teste ${editionCount}`,
      year: 2026,
      start_registration: new Date(now - 5 * DAY),
      end_registration: new Date(now + 30 * DAY),
      active: true,
      time_zone: 'America/Sao_Paulo',
      details: JSON.stringify(opts.details ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let phase = 1;
  let regularExamId: number | undefined;
  if (opts.afterRegularPhase) {
    await db
      .insertInto('phases')
      .values({ edition_id: edition.id, phase: 1, categories: '["regular"]', additional_data: '{}' })
      .execute();
    regularExamId = (
      await db
        .insertInto('exams')
        .values({
          edition_id: edition.id,
          phase: 1,
          kind: 'online',
          start_date: new Date(now - 20 * DAY),
          end_date: new Date(now - 10 * DAY),
          time_limit: 60,
          minimal_score: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    phase = 2;
  }
  await db
    .insertInto('phases')
    .values({
      edition_id: edition.id,
      phase,
      categories: JSON.stringify(opts.categories ?? ['pre_project', 'in_group', 'final_project']),
      additional_data: JSON.stringify(
        opts.memberLimit === undefined ? {} : { member_limit: opts.memberLimit },
      ),
    })
    .execute();
  const exam = await db
    .insertInto('exams')
    .values({
      edition_id: edition.id,
      phase,
      description: `Projeto ${editionCount}`,
      kind: 'online',
      start_date: new Date(now + (opts.start ?? -1) * DAY),
      end_date: new Date(now + (opts.end ?? 10) * DAY),
      time_limit: null,
      minimal_score: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { editionId: edition.id, examId: exam.id, regularExamId };
}

/** Moves the exam's end date to the past (the phase is over). */
export async function closeExam(db: Kysely<Database>, examId: number) {
  await db
    .updateTable('exams')
    .set({ end_date: new Date(Date.now() - 60_000) })
    .where('id', '=', examId)
    .execute();
}

export interface Person {
  id: number;
  name: string;
  email: string;
  headers: AuthHeaders;
}

let personCount = 0;

/** A user (student profile) subscribed to the editions, with a session of their own. */
export async function newPerson(
  db: Kysely<Database>,
  opts: {
    editions?: number[];
    name?: string;
    birthday?: string | null;
    phone?: string | null;
    cpf?: string | null;
    role?: 'student' | 'coordinator' | 'admin';
    /** users.additional_data (special_time, …). */
    additional?: Record<string, unknown>;
  } = {},
): Promise<Person> {
  personCount += 1;
  const name = opts.name ?? `Participante Teste ${personCount}`;
  const email = `projeto-${personCount}-${randomBytes(3).toString('hex')}@exemplo.test`;
  const user = await db
    .insertInto('users')
    .values({
      name,
      email,
      birthday: opts.birthday === undefined ? '2000-01-15' : opts.birthday,
      phone: opts.phone ?? null,
      taxpayer_number: opts.cpf ?? null,
      ...(opts.additional ? { additional_data: JSON.stringify(opts.additional) } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ user_id: user.id, role: opts.role ?? 'student' })
    .execute();
  for (const editionId of opts.editions ?? [])
    await db
      .insertInto('inscriptions')
      .values({
        edition_id: editionId,
        user_id: user.id,
        category: 'regular',
        registrable_type: 'Core::Student',
        address_state_id: 35,
        address_city_id: 3550308,
        education_grade_id: 11,
      })
      .execute();
  return { id: user.id, name, email, headers: await sessionHeaders(db, user.id) };
}

/** 'YYYY-MM-DD' of the day `years` years ago. */
export function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** A real one-page PDF. */
export async function samplePdf(text = 'Pré-projeto de teste'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 150, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

export type Part =
  | { field: string; value: string; contentType?: string }
  | { field: string; filename: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`;
    if ('filename' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
      chunks.push(Buffer.from(head), part.bytes, Buffer.from('\r\n'));
    } else {
      head += part.contentType ? `\r\nContent-Type: ${part.contentType}\r\n\r\n` : '\r\n\r\n';
      chunks.push(Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
