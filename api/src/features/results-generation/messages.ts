import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale } from '../../shared-rules.js';

/** Result generation message ids (the `code` of an error, or the meta.message of an accepted job). */
const RESULTS_MESSAGE_IDS = {
  examNotFound: 'resultsGeneration.error.examNotFound',
  editionNotFound: 'resultsGeneration.error.editionNotFound',
  notExpired: 'resultsGeneration.error.notExpired',
  presential: 'resultsGeneration.error.presential',
  filePhase: 'resultsGeneration.error.filePhase',
  notClassified: 'resultsGeneration.error.notClassified',
  rankingNotComputed: 'resultsGeneration.error.rankingNotComputed',
  answerKeyQueued: 'resultsGeneration.answerKey.queued',
  classificationQueued: 'resultsGeneration.classification.queued',
  rankingQueued: 'resultsGeneration.ranking.queued',
  rankingPublished: 'resultsGeneration.ranking.published',
  rankingWithdrawn: 'resultsGeneration.ranking.withdrawn',
} as const;

export type ResultsMessageKey = keyof typeof RESULTS_MESSAGE_IDS;

type Catalog = Record<ResultsMessageKey, string>;

const ptBR: Catalog = {
  examNotFound: 'Prova não encontrada.',
  editionNotFound: 'Edição não encontrada.',
  notExpired: 'A prova ainda não terminou: os resultados só podem ser gerados depois do seu término.',
  presential: 'O gabarito não é gerado para provas presenciais: as notas são importadas.',
  filePhase: 'O gabarito não é gerado para fases de envio de arquivos: as notas são dadas pela equipe.',
  notClassified: 'Classifique os participantes antes de gerar o ranking.',
  rankingNotComputed: 'Gere o ranking antes de publicá-lo.',
  answerKeyQueued: 'O resultado será gerado!',
  classificationQueued: 'Os participantes serão classificados!',
  rankingQueued: 'Ranking dos participantes será atualizado!',
  rankingPublished: 'Ranking final publicado!',
  rankingWithdrawn: 'Publicação do ranking retirada.',
};

const es: Catalog = {
  examNotFound: 'Prueba no encontrada.',
  editionNotFound: 'Edición no encontrada.',
  notExpired: 'La prueba aún no ha terminado: los resultados solo se pueden generar después de su fin.',
  presential: 'La clave de respuestas no se genera para pruebas presenciales: las notas se importan.',
  filePhase:
    'La clave de respuestas no se genera para fases de envío de archivos: las notas las asigna el equipo.',
  notClassified: 'Clasifica a los participantes antes de generar el ranking.',
  rankingNotComputed: 'Genera el ranking antes de publicarlo.',
  answerKeyQueued: '¡Se generará el resultado!',
  classificationQueued: '¡Se clasificará a los participantes!',
  rankingQueued: '¡Se actualizará el ranking de los participantes!',
  rankingPublished: '¡Ranking final publicado!',
  rankingWithdrawn: 'Publicación del ranking retirada.',
};

const ptPT: Catalog = {
  examNotFound: 'Prova não encontrada.',
  editionNotFound: 'Edição não encontrada.',
  notExpired: 'A prova ainda não terminou: os resultados só podem ser gerados depois do seu fim.',
  presential: 'A chave de respostas não é gerada para provas presenciais: as notas são importadas.',
  filePhase:
    'A chave de respostas não é gerada para fases de envio de ficheiros: as notas são atribuídas pela equipa.',
  notClassified: 'Classifique os participantes antes de gerar o ranking.',
  rankingNotComputed: 'Gere o ranking antes de o publicar.',
  answerKeyQueued: 'O resultado será gerado!',
  classificationQueued: 'Os participantes serão classificados!',
  rankingQueued: 'O ranking dos participantes será atualizado!',
  rankingPublished: 'Ranking final publicado!',
  rankingWithdrawn: 'Publicação do ranking retirada.',
};

const RESULTS_MESSAGES = messagesById(RESULTS_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const results = localizedErrors(RESULTS_MESSAGE_IDS, (id, locale: Locale) =>
  lookupMessage(RESULTS_MESSAGES, id, locale),
);

/** An ApiError whose single error carries the message id and its text in the locale. */
export const resultsFailure = (status: number, key: ResultsMessageKey, locale: Locale) =>
  results.failure(status, key, locale);

/** A message's text in the locale. */
export const resultsText = (key: ResultsMessageKey, locale: Locale) =>
  lookupMessage(RESULTS_MESSAGES, RESULTS_MESSAGE_IDS[key], locale);
