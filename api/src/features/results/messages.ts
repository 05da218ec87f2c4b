import type { ApiError, JsonApiErrorSource } from '../../jsonapi/errors.js';
import { messageFailure } from '../../jsonapi/localized-error.js';

/** Message ids (the `code` of an error) of the answer review, reports and ranking, with their pt-BR text. */
export const RESULT_MESSAGES = {
  notAvailable: ['results.error.notAvailable', 'O gabarito ainda não está disponível.'],
  participationNotFound: ['results.error.participationNotFound', 'Participação não encontrada.'],
  evaluationNotFound: ['results.error.evaluationNotFound', 'Avaliação não encontrada.'],
  reportNotAvailable: ['results.error.reportNotAvailable', 'Relatório não disponível.'],
  otherUsersRating: ['ratings.error.otherUser', 'Você só pode consultar a sua própria classificação.'],
  examRequired: ['ratings.error.examRequired', 'Informe a prova (filter[exam]).'],
} as const satisfies Record<string, readonly [string, string]>;

export type ResultMessageKey = keyof typeof RESULT_MESSAGES;

/** An ApiError whose single error carries the message id as `code` and its text as `detail`. */
export function resultFailure(status: number, key: ResultMessageKey, source?: JsonApiErrorSource): ApiError {
  const [code, text] = RESULT_MESSAGES[key];
  return messageFailure(status, code, text, source);
}
