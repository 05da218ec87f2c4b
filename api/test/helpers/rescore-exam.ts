import { sql, type Kysely } from 'kysely';
import type { CancelledQuestionPolicy, Database } from '../../src/db/schema.js';

const DAY = 24 * 3600_000;

/** The state of the rescore exam's questions that the expected scores depend on. */
export interface ExamState {
  policy: CancelledQuestionPolicy;
  q1: { status: 'active' | 'cancelled'; key: string };
  q2: { status: 'active' | 'cancelled'; key: string };
}

/**
 * Participant i (1…n) answers: q1 (choice, weight 1, alternatives 1–3) '1' when i % 3 = 0, '2' when
 * i % 3 = 1, nothing when i % 3 = 2; q2 (choice, weight 2) '2' when i is even, else '3'; q3 (open,
 * weight 1) nothing when i % 4 = 0, else a text graded (i % 5) × 0.5. Category: regular (even i) or opened.
 */
export const answerOf = (i: number) => ({
  q1: i % 3 === 0 ? '1' : i % 3 === 1 ? '2' : null,
  q2: i % 2 === 0 ? '2' : '3',
  q3: i % 4 === 0 ? null : (i % 5) * 0.5,
});
export const categoryOf = (i: number) => (i % 2 === 0 ? 'regular' : 'opened');

/** What participant i scores in that state (the policy written out again, independently of computeScore). */
export function expectedScore(i: number, s: ExamState): number {
  const a = answerOf(i);
  let score = a.q3 ?? 0;
  const choice = (q: ExamState['q1'], answer: string | null, weight: number) => {
    if (q.status === 'active') return answer === q.key ? weight : 0;
    if (s.policy === 'credit_all') return weight;
    if (s.policy === 'credit_answered') return answer === null ? 0 : weight;
    return 0;
  };
  score += choice(s.q1, a.q1, 1) + choice(s.q2, a.q2, 2);
  return Math.round(score * 1e6) / 1e6;
}

/** Competition ranking within each category by score, highest first (ties share; the next is skipped). */
export function expectedPositions(scores: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const category of ['regular', 'opened']) {
    const rows = [...scores].filter(([i]) => categoryOf(i) === category).sort((a, b) => b[1] - a[1]);
    rows.forEach(([i, score], k) => {
      const previous = rows[k - 1];
      out.set(i, previous && previous[1] === score ? out.get(previous[0])! : k + 1);
    });
  }
  return out;
}

/**
 * An expired exam of the edition with a classification and a ranking (minimal score 2), three questions
 * and `n` finished participations with their answers and ratings, inserted with a few set-based
 * statements whatever n; plus one participation still open (no score, never rescored).
 */
export async function seedRescoreExam(
  db: Kysely<Database>,
  editionId: number,
  n: number,
  prefix: string,
): Promise<{ examId: number; q1: number; q2: number; q3: number }> {
  const now = Date.now();
  const exam = await db
    .insertInto('exams')
    .values({
      edition_id: editionId,
      phase: 50 + Math.floor(Math.random() * 1000),
      kind: 'online',
      start_date: new Date(now - 3 * DAY),
      end_date: new Date(now - 2 * DAY),
      minimal_score: 2,
      classification_available_at: new Date(now - DAY),
      ranking_available_at: new Date(now - DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alternatives = JSON.stringify(['1', '2', '3'].map((id) => ({ id, description: `<p>${id}</p>` })));
  const q = async (position: number, kind: 'multiple_choice' | 'open_ended', weight: number, key: string[]) =>
    (
      await db
        .insertInto('questions')
        .values({
          exam_id: exam.id,
          position,
          statement: `<p>Questão ${position}</p>`,
          kind,
          weight,
          alternatives: kind === 'multiple_choice' ? alternatives : '[]',
          resolution: JSON.stringify({ comment: null, multiple_choice: key }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const q1 = await q(1, 'multiple_choice', 1, ['1']);
  const q2 = await q(2, 'multiple_choice', 2, ['2']);
  const q3 = await q(3, 'open_ended', 1, []);
  const like = `${prefix}%@rescore.dev`;
  await sql`insert into users (name, email, provider)
            select 'Participante ' || i, ${prefix}::text || i || '@rescore.dev', 'local'
              from generate_series(1, ${n + 1}::int) i`.execute(db);
  const ends = new Date(now - 2 * DAY).toISOString();
  await sql`insert into participations (user_id, exam_id, started_at, ends_at, finished_at, score)
            select u.id, ${exam.id}::bigint, ${ends}::timestamptz - interval '1 hour', ${ends}::timestamptz,
                   case when u.email = ${`${prefix}${n + 1}@rescore.dev`} then null else ${ends}::timestamptz end,
                   case when u.email = ${`${prefix}${n + 1}@rescore.dev`} then null else 0 end
              from users u where u.email like ${like}`.execute(db);
  const ps = sql`(select p.id, substring(u.email from ${`^${prefix}(\\d+)@`})::int as i
                    from participations p join users u on u.id = p.user_id where p.exam_id = ${exam.id})`;
  await sql`insert into answers (participation_id, question_id, user_answer, open_ended_score)
            select ps.id, ${q1}::bigint, case when ps.i % 3 = 0 then '1' else '2' end, null::numeric from ${ps} ps where ps.i % 3 <> 2
            union all
            select ps.id, ${q2}::bigint, case when ps.i % 2 = 0 then '2' else '3' end, null from ${ps} ps
            union all
            select ps.id, ${q3}::bigint, '<p>Minha resposta</p>', (ps.i % 5) * 0.5::numeric from ${ps} ps where ps.i % 4 <> 0`.execute(
    db,
  );
  await sql`insert into ratings (exam_id, user_id, category, score, is_ranked)
            select ${exam.id}::bigint, u.id,
                   case when substring(u.email from ${`^${prefix}(\\d+)@`})::int % 2 = 0 then 'regular' else 'opened' end,
                   0, false
              from users u where u.email like ${like}
               and u.email <> ${`${prefix}${n + 1}@rescore.dev`}`.execute(db);
  return { examId: exam.id, q1, q2, q3 };
}

/** The exam's finished participations' scores and ratings by participant index. */
export async function scoresOf(db: Kysely<Database>, examId: number, prefix: string) {
  const { rows } = await sql<{
    i: number;
    score: string | number | null;
    finished: boolean;
    r_score: string | number | null;
    is_ranked: boolean | null;
    position: number | null;
  }>`select substring(u.email from ${`^${prefix}(\\d+)@`})::int as i, p.score, p.finished_at is not null as finished,
            r.score as r_score, r.is_ranked, r.category_position as position
       from participations p join users u on u.id = p.user_id
       left join ratings r on r.exam_id = p.exam_id and r.user_id = p.user_id
      where p.exam_id = ${examId}`.execute(db);
  return rows.map((r) => ({
    ...r,
    score: r.score === null ? null : Number(r.score),
    r_score: r.r_score === null ? null : Number(r.r_score),
  }));
}
