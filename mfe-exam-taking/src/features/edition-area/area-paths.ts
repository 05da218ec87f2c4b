/** Paths of the participant's edition area (spec 3 §2.3–2.5), ids URL-encoded. */
const enc = encodeURIComponent;

export const ACTIVE_EDITIONS_PATH = '/edicoes/ativas';

/** /edicoes/ativas/{id} */
export const editionPagePath = (editionId: string) => `${ACTIVE_EDITIONS_PATH}/${enc(editionId)}`;

/** /edicoes/ativas/{id}/fases/{testId} */
export const examDetailPath = (editionId: string, examId: string) =>
  `${editionPagePath(editionId)}/fases/${enc(examId)}`;

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
