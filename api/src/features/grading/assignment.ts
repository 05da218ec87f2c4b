import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CorrectionAssignment } from '../../shared-rules.js';
import type { Exam } from '../exams/load.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The answers to mark of an exam, as SQL rows (participation_id, question_id): the answers with text to
 * its active open-ended questions in finished participations. An open question left blank (no text once
 * tags, spaces and &nbsp; are gone) scores 0 by itself and is never given to a corrector.
 */
export const answersToMark = (examId: number) => sql<{ participation_id: number; question_id: number }>`
  (select a.participation_id, a.question_id
     from answers a
     join participations p on p.id = a.participation_id
     join questions q on q.id = a.question_id
    where p.exam_id = ${examId} and p.finished_at is not null
      and q.exam_id = ${examId} and q.kind = 'open_ended' and q.status = 'active'
      and a.user_answer is not null
      and regexp_replace(regexp_replace(a.user_answer, '<[^>]*>', '', 'g'), '&nbsp;|\\s', '', 'g') <> '')`;

/** Who may be given answers to mark: the admins and the coordinators the exam's edition lists. */
export async function correctionCandidates(db: Db, exam: Exam) {
  const { rows } = await sql<{ id: number; name: string | null; email: string }>`
    select u.id, u.name, u.email from users u
     where exists (select 1 from profiles pr where pr.user_id = u.id and pr.role = 'admin')
        or (exists (select 1 from profiles pr where pr.user_id = u.id and pr.role = 'coordinator')
            and exists (select 1 from edition_coordinators ec
                         where ec.user_id = u.id and ec.edition_id = ${exam.edition_id}))
     order by u.name, u.id`.execute(db);
  return rows;
}

interface Slot {
  participation_id: number;
  question_id: number;
  round: 1 | 2;
  corrector_id: number;
}

/**
 * Gives the rounds an answer lacks to the correctors (pure): each slot goes to the least loaded corrector
 * not already on the answer's other round, ties taken in turn, so the split is balanced whatever marks
 * were kept. `load` counts each corrector's kept rows and is updated.
 */
export function splitAmong(
  items: { participation_id: number; question_id: number }[],
  kept: Map<string, Map<1 | 2, number>>,
  correctors: number[],
  rounds: (1 | 2)[],
  load: Map<number, number>,
): Slot[] {
  const slots: Slot[] = [];
  let turn = 0;
  for (const item of items) {
    const key = `${item.participation_id}:${item.question_id}`;
    const on = new Map(kept.get(key) ?? []);
    for (const round of rounds) {
      if (on.has(round)) continue;
      const busy = new Set(on.values());
      let best: number | undefined;
      for (let k = 0; k < correctors.length; k++) {
        const c = correctors[(turn + k) % correctors.length]!;
        if (busy.has(c)) continue;
        if (best === undefined || (load.get(c) ?? 0) < (load.get(best) ?? 0)) best = c;
      }
      if (best === undefined) continue;
      turn = (correctors.indexOf(best) + 1) % correctors.length;
      on.set(round, best);
      load.set(best, (load.get(best) ?? 0) + 1);
      slots.push({ ...item, round, corrector_id: best });
    }
  }
  return slots;
}

/**
 * Saves the exam's marking settings and splits its answers to mark among the correctors (PUT
 * exams/{id}/correction_assignments). Marks already given stay with whoever gave them; only unscored
 * rows move, and the same list with the same marks gives the same split. An empty list (single marking) removes the
 * assignment: any staff member then corrects everything.
 */
export async function assignCorrections(
  trx: Transaction<Database>,
  exam: Exam,
  settings: { double_marking: boolean; marking_threshold: number; corrector_ids: number[] },
): Promise<number> {
  // No mark is given while the rows move (PUT score locks its participation too).
  await trx
    .selectFrom('participations')
    .select('id')
    .where('exam_id', '=', exam.id)
    .orderBy('id')
    .forUpdate()
    .execute();
  await trx
    .updateTable('exams')
    .set({ double_marking: settings.double_marking, marking_threshold: settings.marking_threshold })
    .where('id', '=', exam.id)
    .execute();
  const rounds: (1 | 2)[] = settings.double_marking ? [1, 2] : [1];
  const mine = trx.selectFrom('participations').select('id').where('exam_id', '=', exam.id);
  // Marks given stay with whoever gave them; every unscored row is split again (the same list and the
  // same marks give the same split).
  const existing = await trx
    .selectFrom('corrections')
    .select(['id', 'participation_id', 'question_id', 'round', 'corrector_id', 'score'])
    .where('participation_id', 'in', mine)
    .where('round', 'in', [1, 2])
    .execute();
  const stays = (r: (typeof existing)[number]) => r.score !== null;
  const drop = existing.filter((r) => !stays(r)).map((r) => r.id);
  for (let i = 0; i < drop.length; i += 5000)
    await trx
      .deleteFrom('corrections')
      .where('id', 'in', drop.slice(i, i + 5000))
      .execute();
  if (!settings.corrector_ids.length) return 0;

  const kept = new Map<string, Map<1 | 2, number>>();
  const load = new Map<number, number>();
  for (const r of existing.filter(stays)) {
    if (r.corrector_id === null) continue;
    const key = `${r.participation_id}:${r.question_id}`;
    const on = kept.get(key) ?? new Map<1 | 2, number>();
    on.set(r.round as 1 | 2, r.corrector_id);
    kept.set(key, on);
    load.set(r.corrector_id, (load.get(r.corrector_id) ?? 0) + 1);
  }
  const { rows: items } = await sql<{ participation_id: number; question_id: number }>`
    select participation_id, question_id from ${answersToMark(exam.id)} m
     order by participation_id, question_id`.execute(trx);
  const slots = splitAmong(items, kept, settings.corrector_ids, rounds, load);
  for (let i = 0; i < slots.length; i += 5000) {
    const chunk = slots.slice(i, i + 5000);
    await sql`insert into corrections (participation_id, question_id, round, corrector_id)
              select * from unnest(${chunk.map((s) => s.participation_id)}::bigint[],
                                   ${chunk.map((s) => s.question_id)}::bigint[],
                                   ${chunk.map((s) => s.round)}::smallint[],
                                   ${chunk.map((s) => s.corrector_id)}::bigint[])`.execute(trx);
  }
  return slots.length;
}

/** The exam's marking settings and progress (GET exams/{id}/correction_assignments). */
export async function assignmentSummary(db: Db, exam: Exam): Promise<CorrectionAssignment> {
  const [candidates, correctors, counts] = await Promise.all([
    correctionCandidates(db, exam),
    sql<{ id: number; name: string | null; assigned: number; done: number }>`
      select c.corrector_id as id, u.name, count(*)::int as assigned, count(c.score)::int as done
        from corrections c
        join participations p on p.id = c.participation_id
        join users u on u.id = c.corrector_id
       where p.exam_id = ${exam.id} and c.round in (1, 2)
       group by c.corrector_id, u.name
       order by u.name, c.corrector_id`.execute(db),
    sql<{ total: number; unassigned: number; third: number }>`
      select (select count(*)::int from ${answersToMark(exam.id)} m) as total,
             (select count(*)::int from ${answersToMark(exam.id)} m
               where not exists (select 1 from corrections c where c.participation_id = m.participation_id
                                   and c.question_id = m.question_id and c.round = 1 and c.corrector_id is not null)
                  or (${exam.double_marking}::boolean
                      and not exists (select 1 from corrections c where c.participation_id = m.participation_id
                                        and c.question_id = m.question_id and c.round = 2
                                        and c.corrector_id is not null))) as unassigned,
             (select count(*)::int from corrections c join participations p on p.id = c.participation_id
               where p.exam_id = ${exam.id} and c.round = 3 and c.score is null) as third`.execute(db),
  ]);
  const c = counts.rows[0]!;
  return {
    double_marking: exam.double_marking,
    marking_threshold: Number(exam.marking_threshold),
    candidates: candidates.map((u) => ({ id: String(u.id), name: u.name, email: u.email })),
    correctors: correctors.rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      assigned: Number(r.assigned),
      done: Number(r.done),
    })),
    total_answers: Number(c.total),
    unassigned: Number(c.unassigned),
    third_decisions_pending: Number(c.third),
  };
}

/**
 * The caller's queue in the exam (GET exams/{id}/my_corrections), by participation: their blind marks,
 * and the third decisions they may give (on answers they gave neither blind mark); done = marked.
 */
export async function myCorrections(db: Db, exam: Exam, callerId: number) {
  const { rows } = await sql<{
    participation_id: number;
    user_id: number;
    user_name: string | null;
    assigned: number;
    done: number;
  }>`
    select c.participation_id, p.user_id, u.name as user_name, count(*)::int as assigned,
           count(c.score)::int as done
      from corrections c
      join participations p on p.id = c.participation_id
      join users u on u.id = p.user_id
     where p.exam_id = ${exam.id}
       and ((c.round in (1, 2) and c.corrector_id = ${callerId})
            or (c.round = 3 and (c.corrector_id = ${callerId}
                                 or (c.corrector_id is null
                                     and not exists (select 1 from corrections b
                                                      where b.participation_id = c.participation_id
                                                        and b.question_id = c.question_id and b.round in (1, 2)
                                                        and b.corrector_id = ${callerId})))))
     group by c.participation_id, p.user_id, u.name
     order by u.name, c.participation_id`.execute(db);
  return rows.map((r) => ({
    participation_id: String(r.participation_id),
    user_id: String(r.user_id),
    user_name: r.user_name,
    assigned: Number(r.assigned),
    done: Number(r.done),
  }));
}
