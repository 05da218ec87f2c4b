import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import type { Exam } from '../exams/load.js';
import { loadRecommendationIds } from '../teacher-recommendations/load.js';
import { loadAnswers } from './load.js';
import { participationResource, resultsVisible, type Answer, type Participation } from './resource.js';

export const participationNotFound = () => notFound('Participação não encontrada.');

/**
 * The participant's own participation as a JSON:API document, answers and countdown included. A
 * participation just created has neither answers nor a recommendation: `fresh` skips reading them.
 */
export async function ownParticipationDocument(
  db: Kysely<Database>,
  participation: Participation,
  exam: Exam,
  now: Date,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const [answers, recommendations] = fresh
    ? [new Map<number, Answer[]>(), new Map<number, number>()]
    : await Promise.all([loadAnswers(db, [participation.id]), loadRecommendationIds(db, [participation.id])]);
  return toDocument(
    participationResource(participation, {
      now,
      answers: answers.get(participation.id) ?? [],
      showResults: resultsVisible(exam, now, false),
      recommendationId: recommendations.get(participation.id) ?? null,
    }),
  );
}
