import type { Kysely } from 'kysely';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { Database } from '../../db/schema.js';
import type { Question } from './load.js';

/** What saving an answer needs of a question: where it belongs and how an answer to it is checked. */
export type AnswerableQuestion = Pick<
  Question,
  'id' | 'exam_id' | 'kind' | 'alternatives' | 'character_limit'
> & {
  project_id: number;
};

/**
 * Questions by id for the answer saves, the hottest call of an exam: each student saves dozens of
 * answers to the same few questions, so a question is read once per minute per process instead of once
 * per save (an edit is seen within the minute).
 */
export class QuestionCache {
  private readonly cache = new TtlCache<number, AnswerableQuestion>(60_000, 10_000);

  get(db: Kysely<Database>, id: number): Promise<AnswerableQuestion | undefined> {
    return this.cache.get(id, () =>
      db
        .selectFrom('questions as q')
        .innerJoin('exams as e', 'e.id', 'q.exam_id')
        .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
        .select(['q.id', 'q.exam_id', 'q.kind', 'q.alternatives', 'q.character_limit', 'ed.project_id'])
        .where('q.id', '=', id)
        .where('ed.deleted_at', 'is', null)
        .executeTakeFirst(),
    );
  }
}
