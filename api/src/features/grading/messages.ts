import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale, type MessageValues } from '../../shared-rules.js';

/** Grading error ids (the `code` of an error) and the texts the correction screens show. */
const GRADING_MESSAGE_IDS = {
  participationNotFound: 'grading.error.participationNotFound',
  examInProgress: 'grading.error.examInProgress',
  notOpenQuestion: 'grading.error.notOpenQuestion',
  scoreRange: 'grading.error.scoreRange',
  blindPending: 'grading.error.blindPending',
  notFilePhase: 'grading.error.notFilePhase',
  rankingPublished: 'grading.error.rankingPublished',
  scoreStep: 'grading.error.scoreStep',
  ineligibleCorrector: 'grading.error.ineligibleCorrector',
  repeatedCorrector: 'grading.error.repeatedCorrector',
  twoCorrectors: 'grading.error.twoCorrectors',
  scoreSaved: 'grading.score.saved',
  assignmentSaved: 'grading.assignment.saved',
} as const;

export type GradingMessageKey = keyof typeof GRADING_MESSAGE_IDS;

type Catalog = Record<GradingMessageKey, string>;

const ptBR: Catalog = {
  participationNotFound: 'Participação não encontrada.',
  examInProgress: 'Prova em Andamento',
  notOpenQuestion: 'A questão não é uma questão dissertativa ativa desta prova.',
  scoreRange: 'A nota deve estar entre 0 e {weight}.',
  blindPending: 'Esta resposta está em correção dupla cega: a nota final sai das correções atribuídas.',
  notFilePhase: 'Esta prova não é uma fase de projeto: a nota vem da correção das questões.',
  rankingPublished: 'O ranking desta fase já foi publicado: a nota não pode mais ser alterada.',
  scoreStep: 'A nota deve ter no máximo uma casa decimal (passo de 0,1).',
  ineligibleCorrector: 'Só administradores e coordenadores desta edição podem corrigir.',
  repeatedCorrector: 'Este corretor já está na lista.',
  twoCorrectors: 'A correção dupla cega precisa de ao menos dois corretores.',
  scoreSaved: 'Nota atribuída com sucesso',
  assignmentSaved: 'Distribuição da correção salva.',
};

const es: Catalog = {
  participationNotFound: 'Participación no encontrada.',
  examInProgress: 'Prueba en curso',
  notOpenQuestion: 'La pregunta no es una pregunta abierta activa de esta prueba.',
  scoreRange: 'La nota debe estar entre 0 y {weight}.',
  blindPending:
    'Esta respuesta está en corrección doble ciega: la nota final sale de las correcciones asignadas.',
  notFilePhase: 'Esta prueba no es una fase de proyecto: la nota viene de la corrección de las preguntas.',
  rankingPublished: 'El ranking de esta fase ya fue publicado: la nota ya no se puede cambiar.',
  scoreStep: 'La nota debe tener como máximo un decimal (paso de 0,1).',
  ineligibleCorrector: 'Solo los administradores y coordinadores de esta edición pueden corregir.',
  repeatedCorrector: 'Este corrector ya está en la lista.',
  twoCorrectors: 'La corrección doble ciega necesita al menos dos correctores.',
  scoreSaved: 'Nota asignada con éxito',
  assignmentSaved: 'Distribución de la corrección guardada.',
};

const ptPT: Catalog = {
  participationNotFound: 'Participação não encontrada.',
  examInProgress: 'Prova a decorrer',
  notOpenQuestion: 'A questão não é uma questão de resposta aberta ativa desta prova.',
  scoreRange: 'A nota deve estar entre 0 e {weight}.',
  blindPending: 'Esta resposta está em dupla correção cega: a nota final resulta das correções atribuídas.',
  notFilePhase: 'Esta prova não é uma fase de projeto: a nota resulta da correção das questões.',
  rankingPublished: 'A classificação desta fase já foi publicada: a nota já não pode ser alterada.',
  scoreStep: 'A nota deve ter no máximo uma casa decimal (passo de 0,1).',
  ineligibleCorrector: 'Só administradores e coordenadores desta edição podem corrigir.',
  repeatedCorrector: 'Este corretor já está na lista.',
  twoCorrectors: 'A dupla correção cega precisa de pelo menos dois corretores.',
  scoreSaved: 'Nota atribuída com sucesso',
  assignmentSaved: 'Distribuição da correção guardada.',
};

const GRADING_MESSAGES = messagesById(GRADING_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const grading = localizedErrors(GRADING_MESSAGE_IDS, (id, locale: Locale, values?: MessageValues) =>
  lookupMessage(GRADING_MESSAGES, id, locale, values),
);

/** An ApiError whose single error carries the grading message id and its text in the locale. */
export const gradingFailure = (
  status: number,
  key: GradingMessageKey,
  locale: Locale,
  pointer?: string,
  values?: MessageValues,
) => grading.failure(status, key, locale, pointer, values);

/** A grading message's text in the locale. */
export const gradingText = (key: GradingMessageKey, locale: Locale) =>
  lookupMessage(GRADING_MESSAGES, GRADING_MESSAGE_IDS[key], locale);
