import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isProjectCategory } from '../../shared-rules.js';
import type { Exam } from '../exams/load.js';

/**
 * The phase numbers of an edition that are file (project) phases: their categories include
 * pre_project, in_group or final_project (the first phase row of a number counts, as for the teams).
 */
export async function filePhaseNumbers(db: Kysely<Database>, editionId: number): Promise<Set<number>> {
  const phases = await db
    .selectFrom('phases')
    .select(['phase', 'categories'])
    .where('edition_id', '=', editionId)
    .orderBy('id')
    .execute();
  const seen = new Set<number>();
  const out = new Set<number>();
  for (const p of phases) {
    if (seen.has(p.phase)) continue;
    seen.add(p.phase);
    if (Array.isArray(p.categories) && p.categories.some(isProjectCategory)) out.add(p.phase);
  }
  return out;
}

/** Whether the exam is a file (project) phase's. */
export const isFilePhase = async (db: Kysely<Database>, exam: Pick<Exam, 'edition_id' | 'phase'>) =>
  (await filePhaseNumbers(db, exam.edition_id)).has(exam.phase);
