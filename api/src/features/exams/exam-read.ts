import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { batchedStatement } from '../../db/batcher.js';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { Database, EditionsTable, InscriptionsTable } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
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
const versionOf = (examId: RawBuilder<unknown> | number) => sql<string | null>`(
  (select xmin::text from exams where id = ${examId}) || ':' ||
  coalesce((select ed.xmin::text from editions ed join exams e on e.edition_id = ed.id
             where e.id = ${examId}), '') || ':' ||
  coalesce((select string_agg(id::text || '.' || xmin::text, ',' order by id)
              from questions where exam_id = ${examId}), ''))`;

/**
 * The student's exam read at the start of an exam (10,000 students in a minute): the content is read
 * once per process and reused while its version holds. What differs per reader (inscriptions; the clock,
 * may-take and the version) is two statements for all the reads that arrive together (see Batcher),
 * instead of ten per read. A reused copy is checked against the rows' versions on every read, so a
 * change made any way is seen by the next read; the edition's lists (coordinators, countries, phases)
 * may lag by up to ten seconds.
 */
export class ExamReads {
  private readonly contents = new TtlCache<string, ExamContent>(10_000, 1_000);
  private readonly readers: (request: ReaderRequest) => Promise<ReaderRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.readers = batchedStatement(db, (all: ReaderRequest[]) => readReaders(db, all));
  }

  async read(
    examId: number,
    projectId: number,
    me: CurrentUser,
  ): Promise<{ content: ExamContent; reader: ExamReader } | undefined> {
    const { db } = this;
    const key = `${projectId}:${examId}`;
    let content = await this.contents.get(key, () => loadContent(db, examId, projectId));
    if (!content) return undefined;
    const first = await readReader(db, this.readers, content.exam, me);
    if (first.version === content.version) return { content, reader: first.reader };
    // Changed since it was read (or gone): read it again, and the reader against the new rows.
    content = await loadContent(db, examId, projectId);
    this.contents.set(key, content);
    if (!content) return undefined;
    return { content, reader: (await readReader(db, this.readers, content.exam, me)).reader };
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

interface ReaderRequest {
  examId: number;
  editionId: number;
  phase: number;
  userId: number;
}

interface ReaderRow {
  now: Date;
  ranked: boolean;
  version: string | null;
  inscriptions: Selectable<InscriptionsTable>[];
}

/**
 * The per-reader facts of a batch of exam reads in two statements, whatever its size (the burst when an
 * exam opens): the clock, may-take (rankedCondition) and the exam's version per request; the requests'
 * inscriptions.
 */
async function readReaders(db: Kysely<Database>, requests: ReaderRequest[]): Promise<ReaderRow[]> {
  const input = JSON.stringify(
    requests.map((r, ord) => ({
      ord,
      exam_id: r.examId,
      edition_id: r.editionId,
      phase: r.phase,
      user_id: r.userId,
    })),
  );
  const [{ rows }, inscriptions] = await Promise.all([
    sql<{ ord: number; now: Date; ranked: boolean; version: string | null }>`
      with req as (
        select * from json_to_recordset(${input}::json)
          as req(ord integer, exam_id bigint, edition_id bigint, phase integer, user_id bigint)
      ), versions as (
        select d.exam_id, ${versionOf(sql`d.exam_id`)} as version
          from (select distinct exam_id from req) d
      )
      select req.ord, now() as now,
             ${rankedCondition(sql`req.edition_id`, sql`req.phase`, sql`req.user_id`)} as ranked,
             versions.version
        from req join versions on versions.exam_id = req.exam_id
       order by req.ord`.execute(db),
    db
      .selectFrom('inscriptions')
      .selectAll()
      .where('user_id', 'in', [...new Set(requests.map((r) => r.userId))])
      .where('edition_id', 'in', [...new Set(requests.map((r) => r.editionId))])
      .orderBy('id')
      .execute(),
  ]);
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  return requests.map((r, ord) => {
    const row = byOrd.get(ord);
    if (!row) throw new Error(`exam read batch lost request ${ord}`);
    return {
      now: new Date(row.now),
      ranked: row.ranked === true,
      version: row.version,
      inscriptions: inscriptions.filter((i) => i.user_id === r.userId && i.edition_id === r.editionId),
    };
  });
}

async function readReader(
  db: Kysely<Database>,
  readers: (request: ReaderRequest) => Promise<ReaderRow>,
  exam: Exam,
  me: CurrentUser,
): Promise<{ reader: ExamReader; version: string | null }> {
  const [staff, row] = await Promise.all([
    isExamStaff(db, exam, me),
    readers({ examId: exam.id, editionId: exam.edition_id, phase: exam.phase, userId: me.id }),
  ]);
  return {
    reader: { now: row.now, staff, inscriptions: row.inscriptions, ranked: row.ranked },
    version: row.version,
  };
}
