/**
 * Paths of the participant's edition areas (spec 3 §2.3–2.7), ids URL-encoded. An edition's page and
 * its exams' answer key and ranking exist under both lists (/edicoes/ativas and /edicoes/inativas);
 * exam detail and exam taking only under the active one.
 */
const enc = encodeURIComponent;

export const ACTIVE_EDITIONS_PATH = '/edicoes/ativas';
export const INACTIVE_EDITIONS_PATH = '/edicoes/inativas';

/** The list an edition area hangs from. */
export type EditionAreaBase = typeof ACTIVE_EDITIONS_PATH | typeof INACTIVE_EDITIONS_PATH;

/** {base}/{id} */
export const editionPathIn = (base: EditionAreaBase, editionId: string) => `${base}/${enc(editionId)}`;

/** {base}/{id}/fases/{testId} (the exam detail itself is served only under the active base). */
export const examPathIn = (base: EditionAreaBase, editionId: string, examId: string) =>
  `${editionPathIn(base, editionId)}/fases/${enc(examId)}`;

/** {base}/{id}/fases/{testId}/gabarito: the answer review. */
export const answerReviewPath = (base: EditionAreaBase, editionId: string, examId: string) =>
  `${examPathIn(base, editionId, examId)}/gabarito`;

/** {base}/{id}/fases/{testId}/classificados: the ranking. */
export const rankingPath = (base: EditionAreaBase, editionId: string, examId: string) =>
  `${examPathIn(base, editionId, examId)}/classificados`;

/** /edicoes/ativas/{id} */
export const editionPagePath = (editionId: string) => editionPathIn(ACTIVE_EDITIONS_PATH, editionId);

/** /edicoes/ativas/{id}/fases/{testId} */
export const examDetailPath = (editionId: string, examId: string) =>
  examPathIn(ACTIVE_EDITIONS_PATH, editionId, examId);

/** /edicoes/ativas/{id}/fases/{testId}/resolver/ (every question's path starts so). */
export const resolverBasePath = (editionId: string, examId: string) =>
  `${examDetailPath(editionId, examId)}/resolver/`;

/** /edicoes/ativas/{id}/fases/{testId}/resolver/{questionId} */
export const questionPath = (editionId: string, examId: string, questionId: string) =>
  `${resolverBasePath(editionId, examId)}${enc(questionId)}`;

/** The student inscription form of an edition (owned by the registration remote). */
export const registrationPath = (editionId: string) => `/inscricoes/${enc(editionId)}/estudante`;

/** The position of the question shown travels in navigation state (spec 3 §2.5). */
export interface QuestionNavigationState {
  index: number;
}
