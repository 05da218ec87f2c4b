// Prepares the students straight in the database (signing 10,000 users in through OpenID Connect is not
// what is measured): users, student profiles, inscriptions to OBIA 2026 and API sessions whose tokens are
// stored exactly as api/src/auth/sessions.ts stores them (SHA-256, hex), keyed by user id and client.
import { createHash, randomBytes } from 'node:crypto';
import type { SqlClient } from './database.ts';

export const DEMO_PROJECT_ID = 36;
export const DEMO_EDITION = 'OBIA 2026';

export interface BenchQuestion {
  id: string;
  kind: 'multiple_choice' | 'open_ended';
  /** Alternative ids (multiple choice). */
  alternatives: string[];
  characterLimit: number | null;
}

export interface BenchExam {
  id: string;
  editionId: string;
  /** Minutes an attempt lasts (before special time); the run must fit in it. */
  timeLimit: number | null;
  /** Seconds until the exam's end date. */
  secondsToEnd: number | null;
  questions: BenchQuestion[];
}

export interface StudentCredentials {
  uid: string;
  client: string;
  accessToken: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The demo's in-progress exam: OBIA 2026, phase 1. */
export async function findExam(db: SqlClient): Promise<BenchExam> {
  const [exam] = await db.query<{
    id: string;
    edition_id: string;
    time_limit: number | null;
    seconds_to_end: number | null;
    in_progress: boolean;
  }>(
    `select e.id::text as id, ed.id::text as edition_id, e.time_limit,
            extract(epoch from (e.end_date - now()))::float8 as seconds_to_end,
            (e.start_date is null or e.start_date <= now()) and (e.end_date is null or e.end_date > now())
              as in_progress
       from exams e join editions ed on ed.id = e.edition_id
      where ed.project_id = $1 and ed.description = $2 and e.phase = 1 and e.kind = 'online'`,
    [DEMO_PROJECT_ID, DEMO_EDITION],
  );
  if (!exam) throw new Error(`the demo exam (${DEMO_EDITION}, phase 1) is missing: was SEED_DEMO honoured?`);
  if (!exam.in_progress) throw new Error(`the demo exam (${DEMO_EDITION}, phase 1) is not in progress`);
  const rows = await db.query<{
    id: string;
    kind: 'multiple_choice' | 'open_ended';
    alternatives: { id: string }[] | string;
    character_limit: number | null;
  }>(
    `select id::text as id, kind, alternatives, character_limit
       from questions where exam_id = $1 and status = 'active' order by position, id`,
    [exam.id],
  );
  const questions = rows.map((q) => {
    const alternatives = typeof q.alternatives === 'string' ? JSON.parse(q.alternatives) : q.alternatives;
    return {
      id: q.id,
      kind: q.kind,
      alternatives: (alternatives as { id: string }[]).map((a) => String(a.id)),
      characterLimit: q.character_limit,
    };
  });
  if (!questions.length) throw new Error('the demo exam has no active questions');
  return {
    id: exam.id,
    editionId: exam.edition_id,
    timeLimit: exam.time_limit,
    secondsToEnd: exam.seconds_to_end,
    questions,
  };
}

const CHUNK = 2_000;

/**
 * Inserts `count` students subscribed to the edition, each with an API session; returns their credentials.
 * `provider` tells groups apart (users.provider; fractal_id is `<provider>:<n>`).
 */
export async function insertStudents(
  db: SqlClient,
  editionId: string,
  count: number,
  provider: string,
): Promise<StudentCredentials[]> {
  const credentials: StudentCredentials[] = [];
  for (let from = 1; from <= count; from += CHUNK) {
    const batch = [];
    const tokens = new Map<number, { client: string; accessToken: string }>();
    for (let n = from; n < Math.min(from + CHUNK, count + 1); n++) {
      const accessToken = randomBytes(32).toString('base64url');
      const client = randomBytes(16).toString('base64url');
      tokens.set(n, { client, accessToken });
      batch.push({ n, client, token_hash: sha256(accessToken) });
    }
    // One statement per chunk (PGlite runs one statement per query); plain multi-row inserts, no ON CONFLICT.
    const rows = await db.query<{ id: string; n: number }>(
      `with input as (
         select * from json_to_recordset($1::json) as x(n integer, client text, token_hash text)
       ), u as (
         insert into users (name, email, fractal_id, provider, username)
         select 'Estudante ' || $3 || ' ' || n, $3 || n || '@bench.invalid', $3 || ':' || n, $3, $3 || n
           from input
         returning id, fractal_id
       ), profiles_added as (
         insert into profiles (user_id, role) select id, 'student' from u
       ), inscriptions_added as (
         insert into inscriptions (edition_id, user_id, category, registrable_type)
         select $2::bigint, id, 'regular', 'Core::Student' from u
       ), sessions_added as (
         insert into sessions (user_id, client, token_hash, expires_at)
         select u.id, input.client, input.token_hash, now() + interval '2 days'
           from u join input on u.fractal_id = $3 || ':' || input.n
       )
       select u.id::text as id, split_part(u.fractal_id, ':', 2)::integer as n from u`,
      [JSON.stringify(batch), editionId, provider],
    );
    for (const row of rows) {
      const t = tokens.get(row.n)!;
      credentials.push({ uid: row.id, client: t.client, accessToken: t.accessToken });
    }
  }
  if (credentials.length !== count) throw new Error(`prepared ${credentials.length} of ${count} students`);
  return credentials;
}
