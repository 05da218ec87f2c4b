// After the run, with the API stopped: every save the API acknowledged must be in the answers table,
// at its sequence or a later one. One that is not is a lost answer.
import type { SqlClient } from './database.ts';
import type { Acknowledged } from './protocol.ts';

export interface Verification {
  acknowledged: number;
  /** Acknowledged (participation, question, sequence) whose stored sequence is lower, or no row at all. */
  lost: number;
  /** Stored at the acknowledged sequence but with another answer. */
  mismatched: number;
  examples: string[];
  answerRows: number;
  participations: number;
  finishedParticipations: number;
}

export async function verifyAnswers(
  db: SqlClient,
  examId: string,
  acknowledged: Acknowledged[],
): Promise<Verification> {
  const rows = await db.query<{ p: string; q: string; sequence: string; user_answer: string | null }>(
    `select a.participation_id::text as p, a.question_id::text as q, a.sequence::text as sequence, a.user_answer
       from answers a join participations p on p.id = a.participation_id
      where p.exam_id = $1`,
    [examId],
  );
  const stored = new Map(rows.map((r) => [`${r.p}:${r.q}`, r]));
  let lost = 0;
  let mismatched = 0;
  const examples: string[] = [];
  for (const [p, q, sequence, answer] of acknowledged) {
    const row = stored.get(`${p}:${q}`);
    if (!row || Number(row.sequence) < sequence) {
      lost++;
      if (examples.length < 5)
        examples.push(
          `participation ${p}, question ${q}: acknowledged sequence ${sequence}, stored ${row?.sequence ?? 'none'}`,
        );
    } else if (Number(row.sequence) === sequence && row.user_answer !== answer) {
      mismatched++;
      if (examples.length < 5)
        examples.push(`participation ${p}, question ${q}: sequence ${sequence} stored with another answer`);
    }
  }
  const [counts] = await db.query<{ total: number; finished: number }>(
    `select count(*)::integer as total, count(p.finished_at)::integer as finished
       from participations p join users u on u.id = p.user_id
      where p.exam_id = $1 and u.provider = 'bench'`,
    [examId],
  );
  return {
    acknowledged: acknowledged.length,
    lost,
    mismatched,
    examples,
    answerRows: rows.length,
    participations: counts?.total ?? 0,
    finishedParticipations: counts?.finished ?? 0,
  };
}
