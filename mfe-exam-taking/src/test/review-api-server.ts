import type { ExamFixture } from './exam-documents';
import { notFoundDocument } from './exam-documents';
import { PDF_BYTES, type StubAnswer, type StubRequest } from './api-stub';
import {
  answerSheet,
  evaluationDocument,
  participationsDocument,
  resultsDocument,
  reviewExamDocument,
  REVIEW_ANSWERS,
  type CountersFixture,
  type ResolutionFixture,
  type ReviewAnswer,
} from './review-documents';

/** The counters the results API computes for REVIEW_ANSWERS (issue 4 contract §A rules). */
export const REVIEW_COUNTERS: CountersFixture = {
  correct: 1,
  wrong: 1,
  open: 1,
  cancelled: 1,
  answered: 3,
  gave_up: 1,
};

export interface ReviewServerOptions {
  /** null: the exam is unknown (404). */
  exam?:
    | (ExamFixture & { result_available_at?: string | null; resolutions?: Record<string, ResolutionFixture> })
    | null;
  /** Answer of GET exams/{id} instead of the document (e.g. a 403). */
  examAnswer?: StubAnswer;
  /** null: the caller has no participation. */
  participation?: { id: string; answers: ReviewAnswer[] } | null;
  /** Answer of GET results instead of the participation's result. */
  resultAnswer?: StubAnswer;
  /** Answer of GET open_ended_evaluations/{id} instead of the evaluation. */
  evaluationAnswer?: StubAnswer;
  evaluation?: { withTextAnalysis?: boolean; withScoreDetails?: boolean };
  /** Answer of the PDF routes instead of the PDF. */
  pdfAnswer?: StubAnswer;
}

/** A stand-in for the exam, participations, results and open-ended evaluation routes (contract §A). */
export function reviewServer(options: ReviewServerOptions = {}) {
  const participation =
    options.participation === undefined ? { id: 'p1', answers: REVIEW_ANSWERS } : options.participation;
  return (request: StubRequest): StubAnswer => {
    const path = request.url.pathname.replace(/^\/api\//, '');
    if (path === 'exams/31') {
      if (options.examAnswer) return options.examAnswer;
      return options.exam === null
        ? notFoundDocument('Prova não encontrada.')
        : { body: reviewExamDocument(options.exam) };
    }
    if (path === 'participations') return { body: participationsDocument(participation) };
    if (path === 'results') {
      if (options.resultAnswer) return options.resultAnswer;
      const id = request.url.searchParams.get('filter[participation_id]');
      if (!participation || id !== participation.id) return notFoundDocument();
      return {
        body: resultsDocument({
          participationId: participation.id,
          sheet: answerSheet(participation.id, participation.answers),
          counters: REVIEW_COUNTERS,
        }),
      };
    }
    const pdf = /^open_ended_evaluations\/([^/]+)\/(score_details|text_analysis)\.pdf$/.exec(path);
    if (pdf) return options.pdfAnswer ?? { bytes: PDF_BYTES, contentType: 'application/pdf' };
    const evaluation = /^open_ended_evaluations\/([^/]+)$/.exec(path);
    if (evaluation)
      return options.evaluationAnswer ?? { body: evaluationDocument(evaluation[1]!, options.evaluation) };
    return notFoundDocument();
  };
}
