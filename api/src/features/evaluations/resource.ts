import type { Resource } from '../../jsonapi/serialize.js';
import { isBlankAnswer } from '../results/answer-sheet.js';
import type { Evaluation } from './load.js';

export const evaluationAttributeNames = [
  'comments',
  'score',
  'score_details_url',
  'text_analysis_url',
] as const;

export const evaluationReportUrl = (id: string, report: 'score_details' | 'text_analysis') =>
  `/api/open_ended_evaluations/${id}/${report}.pdf`;

/** An open-ended evaluation; `text_analysis_url` is null when the answer has no text to analyse. */
export function evaluationResource(e: Evaluation): Resource {
  return {
    type: 'open_ended_evaluations',
    id: e.id,
    attributes: {
      comments: e.answer.open_ended_comment,
      score: e.answer.open_ended_score,
      score_details_url: evaluationReportUrl(e.id, 'score_details'),
      text_analysis_url: isBlankAnswer('open_ended', e.answer.user_answer)
        ? null
        : evaluationReportUrl(e.id, 'text_analysis'),
    },
    relationships: {
      question: { type: 'questions', id: e.question.id },
      participation: { type: 'participations', id: e.participation.id },
    },
  };
}
