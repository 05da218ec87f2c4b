import type { Kysely } from 'kysely';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { Database } from '../../db/schema.js';
import { loadExam, type Exam } from './load.js';

/**
 * Exams by id for the burst of starts when an exam opens (every student's first call): an exam is read
 * once per 10 s per process. Only what decides the refusal message comes from here; the start itself
 * re-checks the window on the database clock against the stored exam. Timer replies read it for the
 * results rule (hidden while an exam is under way).
 */
export class ExamCache {
  private readonly cache = new TtlCache<string, Exam>(10_000, 1_000);

  get(db: Kysely<Database>, id: number, projectId: number): Promise<Exam | undefined> {
    return this.cache.get(`${projectId}:${id}`, () => loadExam(db, id, projectId));
  }
}
