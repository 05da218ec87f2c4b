import { localizedErrors } from '../../jsonapi/localized-error.js';
import {
  lookupMessage,
  messagesById,
  QUESTION_RULE_MESSAGES,
  type Locale,
  type QuestionRule,
} from '../../shared-rules.js';

/**
 * The questions API's messages (spec 2 §5 "Question", §8 "Questions"): the question rules of
 * shared-contracts (questionRuleErrors' keys, the spec's pt-BR text in QUESTION_RULE_MESSAGES) and the
 * writes' own errors and confirmations, in pt-BR, es and pt-PT.
 */
const RULE_IDS: Record<QuestionRule, string> = {
  kindRequired: 'question.rule.kindRequired',
  statementRequired: 'question.rule.statementRequired',
  tooFewAlternatives: 'question.rule.tooFewAlternatives',
  tooManyAlternatives: 'question.rule.tooManyAlternatives',
  alternativeRequired: 'question.rule.alternativeRequired',
  noCorrectAlternative: 'question.rule.noCorrectAlternative',
  manyCorrectAlternatives: 'question.rule.manyCorrectAlternatives',
  alternativesNotAllowed: 'question.rule.alternativesNotAllowed',
};

const QUESTION_MESSAGE_IDS = {
  ...RULE_IDS,
  notEditable: 'question.error.notEditable',
  questionNotFound: 'question.error.notFound',
  examNotFound: 'question.error.examNotFound',
  invalidValue: 'question.error.invalidValue',
  idMismatch: 'question.error.idMismatch',
  commentRequired: 'question.error.commentRequired',
  notAnAlternative: 'question.error.notAnAlternative',
  notAPermutation: 'question.error.notAPermutation',
  saved: 'question.saved',
  removed: 'question.removed',
  reordered: 'question.reordered',
  statusUpdated: 'question.statusUpdated',
} as const;

export type QuestionMessageKey = keyof typeof QUESTION_MESSAGE_IDS;
type Catalog = Record<QuestionMessageKey, string>;

const ptBR: Catalog = {
  ...QUESTION_RULE_MESSAGES,
  notEditable: 'Nao e possivel editar uma prova em andamento ou encerrada.',
  questionNotFound: 'Questão não encontrada.',
  examNotFound: 'Prova não encontrada.',
  invalidValue: 'Valor inválido',
  idMismatch: 'O id do corpo não corresponde ao da URL.',
  commentRequired: 'Campo Obrigatorio',
  notAnAlternative: 'A alternativa correta deve ser uma das alternativas da questão.',
  notAPermutation: 'A ordem deve conter cada questão da prova exatamente uma vez.',
  saved: 'Questao salva com sucesso.',
  removed: 'Questao removida com sucesso.',
  reordered: 'Questão ordenada com sucesso.',
  statusUpdated: 'Questão atualizada!',
};
const es: Catalog = {
  kindRequired: 'Campo obligatorio',
  statementRequired: 'Campo obligatorio',
  tooFewAlternatives: 'La pregunta debe tener al menos una alternativa',
  tooManyAlternatives: 'La pregunta debe tener como máximo 10 alternativas',
  alternativeRequired: 'Campo obligatorio',
  noCorrectAlternative: 'La pregunta debe tener al menos una alternativa correcta',
  manyCorrectAlternatives: 'La pregunta debe tener solo una alternativa correcta',
  alternativesNotAllowed: 'Las preguntas abiertas no tienen alternativas',
  notEditable: 'No es posible editar una prueba en curso o finalizada.',
  questionNotFound: 'Pregunta no encontrada.',
  examNotFound: 'Prueba no encontrada.',
  invalidValue: 'Valor no válido',
  idMismatch: 'El id del cuerpo no corresponde al de la URL.',
  commentRequired: 'Campo obligatorio',
  notAnAlternative: 'La alternativa correcta debe ser una de las alternativas de la pregunta.',
  notAPermutation: 'El orden debe contener cada pregunta de la prueba exactamente una vez.',
  saved: 'Pregunta guardada con éxito.',
  removed: 'Pregunta eliminada con éxito.',
  reordered: 'Pregunta ordenada con éxito.',
  statusUpdated: '¡Pregunta actualizada!',
};
const ptPT: Catalog = {
  kindRequired: 'Campo obrigatório',
  statementRequired: 'Campo obrigatório',
  tooFewAlternatives: 'A questão deve ter pelo menos uma alternativa',
  tooManyAlternatives: 'A questão deve ter no máximo 10 alternativas',
  alternativeRequired: 'Campo obrigatório',
  noCorrectAlternative: 'A questão deve ter pelo menos uma alternativa correta',
  manyCorrectAlternatives: 'A questão deve ter apenas uma alternativa correta',
  alternativesNotAllowed: 'As questões abertas não têm alternativas',
  notEditable: 'Não é possível editar uma prova em curso ou terminada.',
  questionNotFound: 'Questão não encontrada.',
  examNotFound: 'Prova não encontrada.',
  invalidValue: 'Valor inválido',
  idMismatch: 'O id do corpo não corresponde ao do URL.',
  commentRequired: 'Campo obrigatório',
  notAnAlternative: 'A alternativa correta deve ser uma das alternativas da questão.',
  notAPermutation: 'A ordem deve conter cada questão da prova exatamente uma vez.',
  saved: 'Questão guardada com sucesso.',
  removed: 'Questão removida com sucesso.',
  reordered: 'Questão ordenada com sucesso.',
  statusUpdated: 'Questão atualizada!',
};

const MESSAGES = messagesById(QUESTION_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const questions = localizedErrors(QUESTION_MESSAGE_IDS, (id, locale: Locale) =>
  lookupMessage(MESSAGES, id, locale),
);

/** An error of the questions API (code = the message id, detail = its text in the locale). */
export const questionError = questions.error;
/** An ApiError of that one error. */
export const questionFailure = questions.failure;
/** A confirmation (meta.message) in the locale. */
export const questionText = (key: QuestionMessageKey, locale: Locale): string =>
  lookupMessage(MESSAGES, QUESTION_MESSAGE_IDS[key], locale);

/** '/data/attributes/a/b' for 'a.b'. */
export const attributePointer = (path: string) =>
  `/data/attributes${path ? '/' + path.split('.').join('/') : ''}`;
