import { sql, type Kysely } from 'kysely';

// Exam authoring (spec 2 §3 "Exam", §4, §5; issue 14): whether the exam counts for certificates, how a
// cancelled question scores (a documented per-exam policy, default: it counts as correct for everyone),
// when a presential exam's scores were imported, and who last changed a question (the audit log keeps
// the history).
const up015 = [
  `alter table exams add column to_certificate boolean not null default false`,
  `alter table exams add column cancelled_question_policy text not null default 'credit_all'
     check (cancelled_question_policy in ('credit_all', 'credit_answered', 'drop'))`,
  `alter table exams add column scores_imported_at timestamptz`,
  `alter table questions add column updated_by bigint references users(id) on delete set null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up015) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table questions drop column if exists updated_by').execute(db);
  for (const column of ['scores_imported_at', 'cancelled_question_policy', 'to_certificate'])
    await sql.raw(`alter table exams drop column if exists ${column}`).execute(db);
}
