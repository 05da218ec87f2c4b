import type { Resource } from '../../jsonapi/serialize.js';
import type { Question } from '../exams/load.js';
import type { Answer, Participation } from '../participations/resource.js';
import { buildAnswerSheet } from './answer-sheet.js';

export const resultAttributeNames = ['score', 'answer_sheet', 'counters'] as const;

/** The "results" resource: one participation's answer key, with the participant's answers and counters. */
export function resultResource(p: Participation, questions: Question[], answers: Answer[]): Resource {
  const { answerSheet, counters } = buildAnswerSheet(p.id, questions, answers);
  return {
    type: 'results',
    id: p.id,
    attributes: { score: p.score, answer_sheet: answerSheet, counters },
    relationships: {
      participation: { type: 'participations', id: p.id },
      exam: { type: 'exams', id: p.exam_id },
    },
  };
}
