import { sql, type Kysely } from 'kysely';
import type { CurrentUser } from '../../../auth/auth-hook.js';
import type { Database } from '../../../db/schema.js';
import { ApiError, type JsonApiErrorObject } from '../../../jsonapi/errors.js';
import type { Locale, ScoresPreview } from '../../../shared-rules.js';
import { recordAudit } from '../../../audit/audit.js';
import { authoring, authoringText, type AuthoringMessageKey } from '../authoring-messages.js';
import type { Exam } from '../load.js';
import { filePhaseExamIds } from '../../grading/load.js';
import type { ParsedScores } from './parse-scores.js';

const PROBLEM_MESSAGES: Record<string, AuthoringMessageKey> = {
  columns: 'scoresColumns',
  invalidScore: 'scoresInvalidScore',
  duplicate: 'scoresDuplicate',
  unknownEmail: 'scoresUnknownEmail',
  notSubscribed: 'scoresNotSubscribed',
};

/** A checked file: what would be stored, the problems by line, and the participants' ids. */
export interface CheckedScores {
  preview: ScoresPreview;
  /** The lines to store (only meaningful when there is no error). */
  scores: { userId: number; score: number }[];
}

const CHUNK = 1000;

/**
 * Looks the file's e-mails up (users, then their inscriptions in the exam's edition), in chunks of
 * CHUNK: each line becomes a row of the preview, each broken rule an error in the caller's language.
 */
export async function checkScores(
  db: Kysely<Database>,
  exam: Exam,
  parsed: ParsedScores,
  locale: Locale,
): Promise<CheckedScores> {
  const emails = [...new Set(parsed.lines.map((l) => l.email))];
  const users = new Map<string, { id: number; name: string | null }>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails.slice(i, i + CHUNK)))
      .orderBy('id')
      .execute();
    for (const u of rows) {
      const key = String(u.email).toLowerCase();
      if (!users.has(key)) users.set(key, { id: u.id, name: u.name });
    }
  }
  const ids = [...new Set([...users.values()].map((u) => u.id))];
  const subscribed = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('inscriptions')
      .select('user_id')
      .where('edition_id', '=', exam.edition_id)
      .where('user_id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) subscribed.add(r.user_id);
  }

  const problems = [...parsed.problems.map((p) => ({ ...p, problem: p.problem as string }))];
  const scores: CheckedScores['scores'] = [];
  const rows: ScoresPreview['rows'] = [];
  for (const l of parsed.lines) {
    const user = users.get(l.email);
    if (!user) problems.push({ line: l.line, problem: 'unknownEmail', email: l.email });
    else if (!subscribed.has(user.id))
      problems.push({ line: l.line, problem: 'notSubscribed', email: l.email });
    rows.push({ line: l.line, email: l.email, name: user?.name ?? null, score: l.score });
    if (user && l.score !== null) scores.push({ userId: user.id, score: l.score });
  }
  problems.sort((a, b) => a.line - b.line);
  const errors = problems.map((p) => ({
    line: p.line,
    message: authoringText(PROBLEM_MESSAGES[p.problem]!, locale, {
      email: p.email ?? '',
      line: 'firstLine' in p && p.firstLine !== undefined ? p.firstLine : '',
    }),
  }));
  return { preview: { rows, errors }, scores };
}

/** The preview's errors as a 422 (each with its line), title "Nao foi possivel importar as notas.". */
export function scoresRefusal(preview: ScoresPreview, locale: Locale): ApiError {
  const title = authoringText('scoresFailed', locale);
  const errors: JsonApiErrorObject[] = preview.errors.map((e) => ({
    ...authoring.error(422, 'scoresFailed', locale, '/csv_file'),
    title,
    detail: e.message,
    meta: { line: e.line },
  }));
  return new ApiError(422, errors);
}

/**
 * Stores the scores in one transaction: each participant's participation (created finished when there
 * is none; a presential exam has no answers) gets the score, and on a file (project) phase also its
 * result_score, the score such a phase shows and ranks by (as PUT project_score gives it); the exam
 * records when its scores were imported; the audit log says how many. Answers how many were stored.
 */
export async function applyScores(
  db: Kysely<Database>,
  exam: Exam,
  scores: CheckedScores['scores'],
  me: CurrentUser,
): Promise<number> {
  const filePhase = (await filePhaseExamIds(db, [exam])).has(exam.id);
  await db.transaction().execute(async (trx) => {
    // One row per statement: PGlite hangs on multi-row INSERT … ON CONFLICT (DESIGN.md §5).
    for (const s of scores)
      await sql`
        insert into participations (user_id, exam_id, started_at, ends_at, finished_at, score, result_score)
        values (${s.userId}, ${exam.id}, coalesce(${exam.start_date}::timestamptz, now()),
                coalesce(${exam.end_date}::timestamptz, now()), now(), ${s.score},
                ${filePhase ? s.score : null})
        on conflict (user_id, exam_id) do update
          set score = excluded.score,
              result_score = coalesce(excluded.result_score, participations.result_score),
              finished_at = coalesce(participations.finished_at, excluded.finished_at),
              updated_at = now()`.execute(trx);
    const before = await trx
      .selectFrom('exams')
      .select('scores_imported_at')
      .where('id', '=', exam.id)
      .executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('exams')
      .set({ scores_imported_at: sql<Date>`now()`, updated_at: new Date() })
      .where('id', '=', exam.id)
      .returning('scores_imported_at')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      editionId: exam.edition_id,
      actorId: me.id,
      action: 'exam.scores_imported',
      subjectType: 'exams',
      subjectId: exam.id,
      changes: {
        scores_imported_at: [before.scores_imported_at, after.scores_imported_at],
        imported: [null, scores.length],
      },
    });
  });
  return scores.length;
}
