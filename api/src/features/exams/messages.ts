import type { ApiError } from '../../jsonapi/errors.js';
import { messageFailure } from '../../jsonapi/localized-error.js';

/** Exam-engine message ids (the `code` of an error) and their pt-BR text (its `detail`). */
export const EXAM_MESSAGES = {
  notRanked: ['exam.error.notRanked', 'Você não está apto a participar desta fase.'],
  notStarted: ['exam.error.notStarted', 'Fase ainda não disponível.'],
  timeOver: ['exam.error.timeOver', 'O tempo da prova acabou.'],
  finished: ['exam.error.finished', 'Você já finalizou esta prova.'],
  tooLong: ['exam.error.tooLong', 'A resposta excede o limite de caracteres.'],
  invalidAlternative: ['exam.error.invalidAlternative', 'Alternativa inválida.'],
  /** Not in the shared contract: a presential exam, or one with neither end date nor time limit. */
  unavailable: ['exam.error.unavailable', 'Esta prova não pode ser feita online.'],
  notSubscribed: [
    'exam.error.notSubscribed',
    'Você precisa estar inscrito nesta edição para acessar esta página.',
  ],
  examNotFound: ['exam.error.notFound', 'Prova não encontrada.'],
  questionNotFound: ['exam.error.questionNotFound', 'Questão não encontrada.'],
} as const satisfies Record<string, readonly [string, string]>;

export type ExamMessageKey = keyof typeof EXAM_MESSAGES;

/** An ApiError whose single error carries the message id as `code` and its text as `detail`. */
export function examFailure(status: number, key: ExamMessageKey, pointer?: string): ApiError {
  const [code, text] = EXAM_MESSAGES[key];
  return messageFailure(status, code, text, pointer);
}
