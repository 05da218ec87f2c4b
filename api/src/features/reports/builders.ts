import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Alternative, Database, Resolution } from '../../db/schema.js';
import type { Locale, ReportKind } from '../../shared-rules.js';
import { htmlToPlainText } from '../evaluations/html-text.js';
import { correctAlternatives } from '../exams/scoring.js';
import { loadQuestions, type Exam } from '../exams/load.js';
import { loadProjectExam } from '../teams/project-exam.js';
import { reportName, reportText, type ReportMessageKey } from './messages.js';
import { inChunks, type Cell, type ReportColumn, type ReportTable } from './table.js';

/** What a report job was asked for (its payload, checked by the route). */
export interface ReportRequest {
  report: ReportKind;
  editionId: number;
  examId?: number | null;
  schoolUnitId?: number | null;
  locale: Locale;
}

/** A report ready to write: its table, its file's name (without extension) and what it is about. */
export interface BuiltReport {
  table: ReportTable;
  basename: string;
  subject: string;
  total: number;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A file name's part: lowercase ASCII words joined by hyphens. */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** An instant as 'YYYY-MM-DD HH:mm' in the edition's time zone (UTC when it has none or a bad one). */
function dateFormatter(timeZone: string | null) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: timeZone ?? 'UTC',
      dateStyle: 'short',
      timeStyle: 'short',
    });
  } catch {
    format = new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' });
  }
  return (d: Date | string | null) => (d === null ? null : format.format(new Date(d)));
}

interface Scope {
  db: Kysely<Database>;
  req: ReportRequest;
  t: (key: ReportMessageKey) => string;
  col: (key: ReportMessageKey, width: number) => ReportColumn;
  date: (d: Date | string | null) => string | null;
  edition: { id: number; description: string; time_zone: string | null };
}

async function scopeOf(db: Kysely<Database>, req: ReportRequest): Promise<Scope> {
  const edition = await db
    .selectFrom('editions')
    .select(['id', 'description', 'time_zone'])
    .where('id', '=', req.editionId)
    .executeTakeFirstOrThrow();
  const t = (key: ReportMessageKey) => reportText(key, req.locale);
  return {
    db,
    req,
    t,
    col: (key, width) => ({ header: t(key), width }),
    date: dateFormatter(edition.time_zone),
    edition: { ...edition, description: edition.description ?? `#${edition.id}` },
  };
}

async function examOf(s: Scope): Promise<Exam> {
  const exam = await s.db
    .selectFrom('exams')
    .selectAll()
    .where('id', '=', Number(s.req.examId))
    .where('edition_id', '=', s.edition.id)
    .executeTakeFirst();
  if (!exam) throw new Error(`the report names exam ${s.req.examId}, not of edition ${s.edition.id}`);
  return exam;
}

const examSubject = (s: Scope, exam: Exam) =>
  `${s.edition.description} — ${htmlToPlainText(exam.description ?? '').trim() || `${exam.phase}ª fase`}`;

/**
 * A report's rows in its order without holding them all: one query gives the ids in order (sorted once by
 * the database), then the rows are read by chunks of ids as the file is written.
 */
async function ordered<T>(
  db: Kysely<Database>,
  q: {
    id: RawBuilder<unknown>;
    columns: RawBuilder<unknown>;
    from: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    order: RawBuilder<unknown>;
  },
): Promise<{ total: number; rows: AsyncGenerator<T & { id: number }> }> {
  const { rows } = await sql<{
    id: number;
  }>`select ${q.id} as id from ${q.from} where ${q.where} order by ${q.order}`.execute(db);
  const ids = rows.map((r) => Number(r.id));
  return {
    total: ids.length,
    rows: inChunks(
      ids,
      async (chunk) =>
        (
          await sql<T & { id: number }>`select ${q.id} as id, ${q.columns} from ${q.from}
                                      where ${q.id} in (${sql.join(chunk)})`.execute(db)
        ).rows,
    ),
  };
}

interface Parts {
  subject: string;
  /** [message key, width] of each column. */
  columns: (readonly [ReportMessageKey, number])[] | ReportColumn[];
  rows: AsyncIterable<Cell[]>;
  /** How many rows (progress). */
  total: number;
  title?: string;
  /** More words of the file's name (a provisional ranking's). */
  suffix?: string[];
}

function built(s: Scope, parts: Parts): BuiltReport {
  const name = reportName(s.req.report, s.req.locale);
  const basename = [slug(name), slug(parts.subject), ...(parts.suffix ?? [])].filter(Boolean).join('-');
  const columns = parts.columns.map((c) => (Array.isArray(c) ? s.col(c[0], c[1]) : (c as ReportColumn)));
  const table: ReportTable = {
    sheetName: name,
    columns,
    rows: parts.rows,
    ...(parts.title ? { title: parts.title } : {}),
  };
  return { table, basename, subject: parts.subject, total: parts.total };
}

/** Ranking (per exam): by category then position; a provisional one says so in its title and name. */
async function rankingReport(s: Scope): Promise<BuiltReport> {
  const exam = await examOf(s);
  const provisional = exam.ranking_computed_at !== null && exam.ranking_available_at === null;
  interface Row {
    name: string;
    email: string | null;
    category: string | null;
    category_position: number | null;
    score: number | null;
    is_ranked: boolean;
    school_position: number | null;
    state_position: number | null;
    inep_code: string | null;
    school: string | null;
    city: string | null;
    uf: string | null;
  }
  const { rows, total } = await ordered<Row>(s.db, {
    id: sql`r.id`,
    columns: sql`coalesce(u.name, '') as name, u.email, r.category, r.category_position, r.score, r.is_ranked,
                 r.school_position, r.state_position, su.inep_code, su.name as school, ci.name as city, st.uf`,
    from: sql`ratings r
            join users u on u.id = r.user_id
            left join inscriptions i on i.user_id = r.user_id and i.edition_id = ${s.edition.id}
            left join school_units su on su.id = coalesce(r.school_unit_id, i.school_unit_id)
            left join cities ci on ci.id = coalesce(i.address_city_id, su.city_id)
            left join states st on st.id = coalesce(r.address_state_id, i.address_state_id, su.state_id)`,
    where: sql`r.exam_id = ${exam.id}`,
    order: sql`r.category nulls last, r.category_position nulls last, coalesce(u.name, ''), r.id`,
  });
  async function* cells(): AsyncGenerator<Cell[]> {
    for await (const r of rows)
      yield [
        num(r.category_position),
        r.name,
        r.email,
        r.category,
        schoolLabel(r.inep_code, r.school),
        [r.city, r.uf].filter(Boolean).join('/') || null,
        num(r.score),
        r.is_ranked ? s.t('yes') : s.t('no'),
        num(r.school_position),
        num(r.state_position),
      ];
  }
  const subject = examSubject(s, exam);
  return built(s, {
    subject,
    ...(provisional
      ? { title: `${s.t('provisionalTitle')} — ${subject}`, suffix: [slug(s.t('provisional'))] }
      : {}),
    columns: [
      ['position', 12],
      ['name', 32],
      ['email', 32],
      ['category', 16],
      ['school', 40],
      ['cityState', 24],
      ['score', 10],
      ['classified', 12],
      ['schoolPosition', 12],
      ['statePosition', 12],
    ],
    rows: cells(),
    total,
  });
}

const schoolLabel = (inep: string | null, name: string | null) =>
  name ? (inep && Number(inep) !== 0 ? `${inep} - ${name}` : name) : null;

/** The letter (or number) of the chosen alternative, per the question's style. */
function alternativeLabel(alternatives: Alternative[], style: string, id: string): string {
  const index = (alternatives ?? []).findIndex((a) => String(a.id) === id);
  if (index < 0) return id;
  return style === 'numeric' ? String(index + 1) : String.fromCharCode(65 + index);
}

/** Results (per exam): each participant's score and, per question, the answer and whether it is right. */
async function resultsReport(s: Scope): Promise<BuiltReport> {
  const exam = await examOf(s);
  const questions = await loadQuestions(s.db, exam);
  interface Row {
    id: number;
    name: string;
    email: string | null;
    score: number | null;
  }
  const { rows: participations, total } = await ordered<Row>(s.db, {
    id: sql`p.id`,
    columns: sql`coalesce(u.name, '') as name, u.email, p.score`,
    from: sql`participations p join users u on u.id = p.user_id`,
    where: sql`p.exam_id = ${exam.id}`,
    order: sql`coalesce(u.name, ''), p.id`,
  });
  async function* cells(): AsyncGenerator<Cell[]> {
    let page: Row[] = [];
    const flush = async function* (): AsyncGenerator<Cell[]> {
      if (!page.length) return;
      const answers = await s.db
        .selectFrom('answers')
        .select(['participation_id', 'question_id', 'user_answer', 'open_ended_score'])
        .where(
          'participation_id',
          'in',
          page.map((p) => p.id),
        )
        .execute();
      const byKey = new Map(answers.map((a) => [`${a.participation_id}:${a.question_id}`, a]));
      for (const p of page) {
        const row: Cell[] = [p.name, p.email, num(p.score)];
        for (const q of questions) {
          const a = byKey.get(`${p.id}:${q.id}`);
          const given = a?.user_answer ?? null;
          if (q.kind === 'multiple_choice') {
            row.push(
              given === null || given === '' ? null : alternativeLabel(q.alternatives, q.style, given),
            );
            row.push(
              given === null || given === ''
                ? null
                : correctAlternatives(q.resolution as Resolution).includes(given)
                  ? s.t('yes')
                  : s.t('no'),
            );
          } else {
            row.push(given === null ? null : htmlToPlainText(given) || null);
            row.push(num(a?.open_ended_score));
          }
        }
        yield row;
      }
      page = [];
    };
    for await (const p of participations) {
      page.push(p);
      if (page.length >= 500) yield* flush();
    }
    yield* flush();
  }
  const columns: ReportColumn[] = [s.col('name', 32), s.col('email', 32), s.col('score', 10)];
  questions.forEach((q, i) => {
    columns.push({ header: `Q${i + 1} — ${s.t('answer')}`, width: q.kind === 'open_ended' ? 48 : 12 });
    columns.push({
      header: `Q${i + 1} — ${s.t(q.kind === 'open_ended' ? 'openScore' : 'correct')}`,
      width: 12,
    });
  });
  return built(s, { subject: examSubject(s, exam), columns, rows: cells(), total });
}

/** Inscriptions (per edition; per school with school_unit_id). */
async function inscriptionsReport(s: Scope): Promise<BuiltReport> {
  const schoolId = s.req.schoolUnitId ?? null;
  const school = schoolId
    ? await s.db
        .selectFrom('school_units')
        .select(['inep_code', 'name'])
        .where('id', '=', schoolId)
        .executeTakeFirstOrThrow()
    : undefined;
  const bySchool = schoolId === null ? sql`` : sql`and i.school_unit_id = ${schoolId}`;
  interface Row {
    name: string;
    email: string | null;
    category: string;
    grade: string | null;
    inep_code: string | null;
    school: string | null;
    city: string | null;
    uf: string | null;
    created_at: Date | string;
    confirmed_at: Date | string | null;
  }
  const { rows, total } = await ordered<Row>(s.db, {
    id: sql`i.id`,
    columns: sql`coalesce(u.name, '') as name, u.email, i.category, g.name as grade, su.inep_code,
                 su.name as school, ci.name as city, st.uf, i.created_at, i.confirmed_at`,
    from: sql`inscriptions i
            join users u on u.id = i.user_id
            left join grades g on g.id = i.education_grade_id
            left join school_units su on su.id = i.school_unit_id
            left join cities ci on ci.id = coalesce(i.address_city_id, su.city_id)
            left join states st on st.id = coalesce(i.address_state_id, su.state_id)`,
    where: sql`i.edition_id = ${s.edition.id} ${bySchool}`,
    order: sql`coalesce(u.name, ''), i.id`,
  });
  async function* cells(): AsyncGenerator<Cell[]> {
    for await (const r of rows)
      yield [
        r.name,
        r.email,
        r.category,
        r.grade,
        schoolLabel(r.inep_code, r.school),
        r.city,
        r.uf,
        s.date(r.created_at),
        r.confirmed_at ? s.t('yes') : s.t('no'),
      ];
  }
  return built(s, {
    subject: school
      ? `${s.edition.description} — ${schoolLabel(school.inep_code, school.name)}`
      : s.edition.description,
    columns: [
      ['name', 32],
      ['email', 32],
      ['category', 16],
      ['grade', 16],
      ['school', 40],
      ['city', 20],
      ['state', 6],
      ['inscribedAt', 18],
      ['confirmed', 12],
    ],
    rows: cells(),
    total,
  });
}

/** The files of a project phase (spec 3 §7): per participation its team, members, files, videos, score. */
async function participationFilesReport(s: Scope): Promise<BuiltReport> {
  const exam = await examOf(s);
  interface Row {
    name: string;
    email: string | null;
    team: string | null;
    members: string | null;
    files: string | null;
    videos: string | null;
    score: number | null;
  }
  const { rows, total } = await ordered<Row>(s.db, {
    id: sql`p.id`,
    columns: sql`coalesce(u.name, '') as name, u.email, coalesce(p.result_score, p.score) as score,
                 t.name as team,
                 (select string_agg(m.name, '; ' order by m.id) from memberships m where m.team_id = t.id)
                   as members,
                 (select string_agg(f.value ->> 'name', '; ' order by pf.id)
                    from participation_files pf cross join lateral jsonb_array_elements(pf.files) f
                   where pf.participation_id = p.id) as files,
                 (select string_agg(v.value, ' ' order by pf.id)
                    from participation_files pf cross join lateral jsonb_array_elements_text(pf.video_urls) v
                   where pf.participation_id = p.id) as videos`,
    // The team: one of the exam's the participant is a member of, or that their files were sent for.
    from: sql`participations p
            join users u on u.id = p.user_id
            left join teams t on t.id = (
              select t2.id from teams t2
               where t2.exam_id = p.exam_id
                 and (exists (select 1 from memberships m where m.team_id = t2.id and m.user_id = p.user_id)
                      or exists (select 1 from participation_files pf
                                  where pf.participation_id = p.id and pf.team_id = t2.id))
               order by t2.id limit 1)`,
    where: sql`p.exam_id = ${exam.id}`,
    order: sql`coalesce(u.name, ''), p.id`,
  });
  async function* cells(): AsyncGenerator<Cell[]> {
    for await (const r of rows) yield [r.team, r.name, r.email, r.members, r.files, r.videos, num(r.score)];
  }
  return built(s, {
    subject: examSubject(s, exam),
    columns: [
      ['team', 28],
      ['name', 32],
      ['email', 32],
      ['members', 48],
      ['files', 48],
      ['videos', 48],
      ['score', 10],
    ],
    rows: cells(),
    total,
  });
}

/** "Exportar Participações": who started and finished, whether corrected, and the score. */
async function participationsReport(s: Scope): Promise<BuiltReport> {
  const exam = await examOf(s);
  const project = await loadProjectExam(s.db, exam.id, (await projectOf(s.db, exam)) ?? 0);
  const filePhase = !!project?.categories.length;
  interface Row {
    name: string;
    email: string | null;
    started_at: Date | string;
    finished_at: Date | string | null;
    score: number | null;
    pending: boolean;
  }
  const pending = filePhase
    ? sql`p.result_score is null`
    : sql`exists (select 1 from answers a join questions q on q.id = a.question_id
                   where a.participation_id = p.id and q.kind = 'open_ended' and q.status = 'active'
                     and a.open_ended_score is null)`;
  const { rows, total } = await ordered<Row>(s.db, {
    id: sql`p.id`,
    columns: sql`coalesce(u.name, '') as name, u.email, p.started_at, p.finished_at,
                 ${filePhase ? sql`p.result_score` : sql`p.score`} as score, ${pending} as pending`,
    from: sql`participations p join users u on u.id = p.user_id`,
    where: sql`p.exam_id = ${exam.id}`,
    order: sql`coalesce(u.name, ''), p.id`,
  });
  async function* cells(): AsyncGenerator<Cell[]> {
    for await (const r of rows)
      yield [
        r.name,
        r.email,
        s.date(r.started_at),
        s.date(r.finished_at),
        r.pending ? s.t('pending') : s.t('corrected'),
        r.score === null ? s.t('notAssigned') : Number(r.score),
      ];
  }
  return built(s, {
    subject: examSubject(s, exam),
    columns: [
      ['name', 32],
      ['email', 32],
      ['started', 18],
      ['finished', 18],
      ['status', 14],
      ['score', 14],
    ],
    rows: cells(),
    total,
  });
}

const projectOf = async (db: Kysely<Database>, exam: Exam) =>
  (await db.selectFrom('editions').select('project_id').where('id', '=', exam.edition_id).executeTakeFirst())
    ?.project_id;

const BUILDERS: Record<ReportKind, (s: Scope) => Promise<BuiltReport>> = {
  ranking: rankingReport,
  results: resultsReport,
  inscriptions: inscriptionsReport,
  participation_files: participationFilesReport,
  participations: participationsReport,
};

/** The report's table (its rows still to be read from the database as it is written). */
export async function buildReport(db: Kysely<Database>, req: ReportRequest): Promise<BuiltReport> {
  return BUILDERS[req.report](await scopeOf(db, req));
}
