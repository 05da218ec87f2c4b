import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loadQuestions, type Exam, type Question } from '../exams/load.js';
import { loadAnswers } from '../participations/load.js';
import type { Participation } from '../participations/resource.js';
import { resultResource } from './resource.js';

/** The results resources of these participations (one questions query per distinct exam). */
export async function loadResults(
  db: Kysely<Database>,
  participations: Participation[],
  exams: Map<number, Exam>,
) {
  const examIds = [...new Set(participations.map((p) => p.exam_id))];
  const [answers, questionLists] = await Promise.all([
    loadAnswers(
      db,
      participations.map((p) => p.id),
    ),
    Promise.all(examIds.map((id) => loadQuestions(db, exams.get(id)!))),
  ]);
  const questions = new Map<number, Question[]>(examIds.map((id, i) => [id, questionLists[i]!]));
  return participations.map((p) =>
    resultResource(p, questions.get(p.exam_id) ?? [], answers.get(p.id) ?? []),
  );
}
