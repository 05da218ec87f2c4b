import type { ReviewCounters } from 'shared-contracts';
import {
  CHOICE_QUESTION,
  OPEN_QUESTION,
  THIRD_QUESTION,
  examDocument,
  type ExamFixture,
  type QuestionFixture,
} from './exam-documents';

/**
 * Documents of the answer review as the API answers them (issue 4 contract §A): the expired exam
 * with each question's resolution, the caller's participation, the result ("results" resource) and
 * the open-ended evaluation.
 */

export const CANCELLED_QUESTION: QuestionFixture = {
  id: '104',
  statement: '<p>Qual destes é um algoritmo de ordenação?</p>',
  status: 'cancelled',
  alternatives: [
    { id: 'c1', description: 'Quicksort' },
    { id: 'c2', description: 'Dijkstra' },
  ],
};

export const BLANK_QUESTION: QuestionFixture = {
  id: '105',
  statement: '<p>Qual é a unidade básica de uma rede neural?</p>',
  alternatives: [
    { id: 'd1', description: 'Neurônio artificial' },
    { id: 'd2', description: 'Pixel' },
  ],
};

/** 101 right (a2), 102 open, 103 wrong (b1 chosen, b2 right), 104 cancelled, 105 left blank. */
export const REVIEW_QUESTIONS = [
  CHOICE_QUESTION,
  OPEN_QUESTION,
  THIRD_QUESTION,
  CANCELLED_QUESTION,
  BLANK_QUESTION,
];

export interface ResolutionFixture {
  comment?: string | null;
  multiple_choice?: string[];
}

export const RESOLUTIONS: Record<string, ResolutionFixture> = {
  '101': { comment: '<p>Brasília é a capital desde <strong>1960</strong>.</p>', multiple_choice: ['a2'] },
  '102': { comment: '<p>Um sistema que aprende padrões a partir de dados.</p>', multiple_choice: [] },
  '103': { comment: null, multiple_choice: ['b2'] },
  '104': { comment: '<p>Anulada: as duas alternativas foram aceitas.</p>', multiple_choice: ['c1'] },
  '105': { comment: null, multiple_choice: ['d1'] },
};

/**
 * GET exams/{id}?include=questions,edition once expired: every question with its `resolution`
 * (the server sends none before the exam expires).
 */
export function reviewExamDocument(
  f: ExamFixture & {
    result_available_at?: string | null;
    resolutions?: Record<string, ResolutionFixture>;
  } = {},
) {
  const { result_available_at = null, resolutions = RESOLUTIONS, ...exam } = f;
  const status = exam.status ?? 'expired';
  const doc = examDocument({
    status,
    start_date: '2026-03-10T12:00:00Z',
    end_date: '2026-03-10T15:00:00Z',
    questions: REVIEW_QUESTIONS,
    ...exam,
  });
  const attributes = doc.data.attributes as Record<string, unknown>;
  attributes.result_available_at = result_available_at;
  attributes.classification_available_at = null;
  attributes.ranking_available_at = null;
  for (const resource of doc.included) {
    if (resource.type !== 'questions' || status !== 'expired') continue;
    const resolution = resolutions[resource.id];
    if (resolution)
      (resource.attributes as Record<string, unknown>).resolution = {
        comment: resolution.comment ?? null,
        multiple_choice: resolution.multiple_choice ?? [],
      };
  }
  return doc;
}

export interface ReviewAnswer {
  question_id: string;
  user_answer: string;
  open_ended_score?: number | null;
  open_ended_comment?: string | null;
}

export const OPEN_ANSWER_HTML =
  '<p>Um modelo <strong>aprende</strong> com exemplos.<script>window.hacked = true</script></p>';

/** 101 right, 102 open (graded), 103 wrong, 104 cancelled (answered), 105 blank. */
export const REVIEW_ANSWERS: ReviewAnswer[] = [
  { question_id: '101', user_answer: 'a2' },
  {
    question_id: '102',
    user_answer: OPEN_ANSWER_HTML,
    open_ended_score: 1.5,
    open_ended_comment: 'Boa explicação, faltou um exemplo.',
  },
  { question_id: '103', user_answer: 'b1' },
  { question_id: '104', user_answer: 'c2' },
];

/** GET participations?filter[user_id]&filter[exam_id]: the caller's finished participation (or none). */
export function participationsDocument(
  participation: { id: string; answers: ReviewAnswer[]; score?: number | null } | null,
  { userId = '7', examId = '31' } = {},
) {
  const data = participation
    ? [
        {
          type: 'participations',
          id: participation.id,
          attributes: {
            started_at: '2026-03-10T12:05:00.000Z',
            ends_at: '2026-03-10T13:35:00.000Z',
            time_left: 0,
            finished_at: '2026-03-10T13:00:00.000Z',
            status: 'finished',
            score: participation.score ?? null,
            answers: participation.answers.map((a) => ({
              question_id: a.question_id,
              user_answer: a.user_answer,
              user_answer_timer: 60,
              sequence: 1,
              saved_at: '2026-03-10T12:30:00.000Z',
              open_ended_score: a.open_ended_score ?? null,
              open_ended_comment: a.open_ended_comment ?? null,
            })),
          },
          relationships: {
            user: { data: { type: 'users', id: userId } },
            exam: { data: { type: 'exams', id: examId } },
          },
        },
      ]
    : [];
  return { data, meta: { total_count: data.length } };
}

export interface SheetEntryFixture {
  multiple_choice: string[];
  comment: string | null;
  open_ended_evaluation_id: string | null;
  status: 'active' | 'cancelled';
  kind: 'multiple_choice' | 'open_ended';
  user_answer: string | null;
  correct: boolean | null;
  open_ended_score: number | null;
  open_ended_comment: string | null;
}

/** The answer sheet the results API builds from the questions, their resolutions and the answers. */
export function answerSheet(
  participationId: string,
  answers: ReviewAnswer[] = REVIEW_ANSWERS,
  { graded = true }: { graded?: boolean } = {},
): Record<string, SheetEntryFixture> {
  return Object.fromEntries(
    REVIEW_QUESTIONS.map((q) => {
      const answer = answers.find((a) => a.question_id === q.id);
      const resolution = RESOLUTIONS[q.id] ?? {};
      const kind = q.kind ?? 'multiple_choice';
      const userAnswer = answer?.user_answer ?? null;
      const gradedOpen = kind === 'open_ended' && graded && answer?.open_ended_score != null;
      return [
        q.id,
        {
          multiple_choice: resolution.multiple_choice ?? [],
          comment: resolution.comment ?? null,
          open_ended_evaluation_id: gradedOpen ? `${participationId}-${q.id}` : null,
          status: q.status ?? 'active',
          kind,
          user_answer: userAnswer,
          correct:
            kind === 'multiple_choice' && userAnswer ? userAnswer === resolution.multiple_choice?.[0] : null,
          open_ended_score: answer?.open_ended_score ?? null,
          open_ended_comment: answer?.open_ended_comment ?? null,
        },
      ];
    }),
  );
}

/** The counters as the API sends them (the shape the screens and the API share). */
export type CountersFixture = ReviewCounters;

/** GET results?filter[exam_id]&filter[participation_id]&page[size]=1. */
export function resultsDocument({
  participationId = 'p1',
  examId = '31',
  score = 7.5,
  sheet,
  counters,
}: {
  participationId?: string;
  examId?: string;
  score?: number | null;
  sheet: Record<string, SheetEntryFixture>;
  counters: CountersFixture;
}) {
  return {
    data: [
      {
        type: 'results',
        id: participationId,
        attributes: { score, answer_sheet: sheet, counters },
        relationships: {
          participation: { data: { type: 'participations', id: participationId } },
          exam: { data: { type: 'exams', id: examId } },
        },
      },
    ],
    meta: { total_count: 1, page_count: 1 },
  };
}

/** GET open_ended_evaluations/{id}. */
export function evaluationDocument(id: string, { withTextAnalysis = true, withScoreDetails = true } = {}) {
  const [participationId, questionId] = id.split('-');
  return {
    data: {
      type: 'open_ended_evaluations',
      id,
      attributes: {
        comments: 'Boa explicação, faltou um exemplo.',
        score: 1.5,
        score_details_url: withScoreDetails ? `/api/open_ended_evaluations/${id}/score_details.pdf` : null,
        text_analysis_url: withTextAnalysis ? `/api/open_ended_evaluations/${id}/text_analysis.pdf` : null,
      },
      relationships: {
        question: { data: { type: 'questions', id: questionId } },
        participation: { data: { type: 'participations', id: participationId } },
      },
    },
  };
}

/** A JSON:API error answer carrying a message id. */
export const errorAnswer = (status: number, code?: string, detail = 'Erro') => ({
  status,
  body: { errors: [{ status: String(status), title: 'Error', detail, ...(code ? { code } : {}) }] },
});
