import { sql, type Kysely, type Selectable } from 'kysely';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { Database, EditionsTable, InscriptionsTable } from '../../db/schema.js';
import type { CurrentUser } from '../../identity/auth-hook.js';
import { loadEditionRelations } from '../editions/load.js';
import type { EditionRelations } from '../editions/resource.js';
import { isExamStaff, rankedCondition } from './access.js';
import { loadExam, loadQuestions, type Exam, type Question } from './load.js';

/** What GET /exams/{id} shows alike to everyone: the exam, its questions and its edition. */
export interface ExamContent {
  exam: Exam;
  questions: Question[];
  edition: Selectable<EditionsTable>;
  editionRelations: EditionRelations;
  /** The rows' versions when this was read (see versionOf). */
  version: string;
}

/** What differs per reader, read in two statements that run together. */
export interface ExamReader {
  now: Date;
  staff: boolean;
  /** The reader's inscriptions in the exam's edition (subscribed when there is one). */
  inscriptions: Selectable<InscriptionsTable>[];
  /** May take the exam: subscribed and classified in the phase before (rankedCondition). */
  ranked: boolean;
}

/**
 * The versions of the exam's row, its edition's row and its questions' rows: PostgreSQL's xmin, the
 * transaction that last wrote each row, so any update, insert or delete changes it, however it is made
 * (an admin screen, a script, a test). Null when the exam is gone.
 */
const versionOf = (examId: number) => sql<string | null>`(
  (select xmin::text from exams where id = ${examId}) || ':' ||
  coalesce((select ed.xmin::text from editions ed join exams e on e.edition_id = ed.id
             where e.id = ${examId}), '') || ':' ||
  coalesce((select string_agg(id::text || '.' || xmin::text, ',' order by id)
              from questions where exam_id = ${examId}), ''))`;

/**
 * The student's exam read at the start of an exam (10,000 students in a minute): the content is read
 * once per process and reused while its version holds, so a reader costs two statements run together
 * (the reader's inscriptions; the clock, may-take and the version) instead of ten. A reused copy is
 * checked against the rows' versions on every read, so a change made any way is seen by the next read;
 * the edition's lists (coordinators, countries, phases) may lag by up to ten seconds.
 */
export class ExamReads {
  private readonly contents = new TtlCache<string, ExamContent>(10_000, 1_000);

  async read(
    db: Kysely<Database>,
    examId: number,
    projectId: number,
    me: CurrentUser,
  ): Promise<{ content: ExamContent; reader: ExamReader } | undefined> {
    const key = `${projectId}:${examId}`;
    let content = await this.contents.get(key, () => loadContent(db, examId, projectId));
    if (!content) return undefined;
    const first = await readReader(db, content.exam, me);
    if (first.version === content.version) return { content, reader: first.reader };
    // Changed since it was read (or gone): read it again, and the reader against the new rows.
    content = await loadContent(db, examId, projectId);
    this.contents.set(key, content);
    if (!content) return undefined;
    return { content, reader: (await readReader(db, content.exam, me)).reader };
  }
}

async function loadContent(
  db: Kysely<Database>,
  examId: number,
  projectId: number,
): Promise<ExamContent | undefined> {
  // The version is read before the rows: a write in between makes it stale, which only costs a reread.
  const { rows } = await sql<{ version: string | null }>`select ${versionOf(examId)} as version`.execute(db);
  const exam = await loadExam(db, examId, projectId);
  if (!exam) return undefined;
  const [questions, edition] = await Promise.all([
    loadQuestions(db, exam),
    db.selectFrom('editions').selectAll().where('id', '=', exam.edition_id).executeTakeFirstOrThrow(),
  ]);
  const relations = await loadEditionRelations(db, [edition]);
  return {
    exam,
    questions,
    edition,
    editionRelations: relations.get(edition.id)!,
    version: rows[0]?.version ?? '',
  };
}

async function readReader(
  db: Kysely<Database>,
  exam: Exam,
  me: CurrentUser,
): Promise<{ reader: ExamReader; version: string | null }> {
  const [staff, inscriptions, { rows }] = await Promise.all([
    isExamStaff(db, exam, me),
    db
      .selectFrom('inscriptions')
      .selectAll()
      .where('edition_id', '=', exam.edition_id)
      .where('user_id', '=', me.id)
      .orderBy('id')
      .execute(),
    sql<{ now: Date; ranked: boolean; version: string | null }>`
      select now() as now,
             ${rankedCondition(sql`${exam.edition_id}::bigint`, sql`${exam.phase}::integer`, sql`${me.id}::bigint`)} as ranked,
             ${versionOf(exam.id)} as version`.execute(db),
  ]);
  const row = rows[0]!;
  return {
    reader: { now: new Date(row.now), staff, inscriptions, ranked: row.ranked === true },
    version: row.version,
  };
}
