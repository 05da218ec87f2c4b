import { localizedErrors } from '../../jsonapi/localized-error.js';
import {
  lookupMessage,
  messagesById,
  type Locale,
  type MessageValues,
  type QuestionRule,
} from '../../shared-rules.js';

/**
 * The exchange's messages (issue 14): the errors of export and import (the spec's pt-BR text where it
 * has one) and why an item of an imported file is skipped, in pt-BR, es and pt-PT.
 */
const ERROR_IDS = {
  noSelection: 'questionExchange.error.noSelection',
  notOfExam: 'questionExchange.error.notOfExam',
  notEditable: 'questionExchange.error.notEditable',
  fileMissing: 'questionExchange.error.fileMissing',
  fileTooLarge: 'questionExchange.error.fileTooLarge',
  unknownFormat: 'questionExchange.error.unknownFormat',
  brokenFile: 'questionExchange.error.brokenFile',
  zipTooLarge: 'questionExchange.error.zipTooLarge',
  tooManyQuestions: 'questionExchange.error.tooManyQuestions',
  nothingToImport: 'questionExchange.error.nothingToImport',
  malformed: 'questionExchange.error.malformed',
  invalidValue: 'questionExchange.error.invalidValue',
} as const;
type ErrorKey = keyof typeof ERROR_IDS;

const errorsPtBR: Record<ErrorKey, string> = {
  noSelection: 'Nenhuma questao foi selecionada!',
  notOfExam: 'Alguma questão selecionada não pertence a esta prova.',
  notEditable: 'Nao e possivel editar uma prova em andamento ou encerrada.',
  fileMissing: 'Envie o arquivo de questões no campo file.',
  fileTooLarge: 'O arquivo excede o limite de {limit}.',
  unknownFormat:
    'Formato de arquivo não reconhecido: envie o questions.json, um pacote QTI 3.0 (.zip) ou um XML do Moodle.',
  brokenFile: 'Não foi possível ler o arquivo ({format}): {detail}',
  zipTooLarge: 'O pacote QTI é grande demais ao ser descompactado (no máximo {entries} arquivos e {limit}).',
  tooManyQuestions: 'O arquivo tem mais de {max} questões.',
  nothingToImport: 'Nenhuma questão do arquivo pode ser importada.',
  malformed: 'O formulário enviado está malformado. Recarregue a página e tente novamente.',
  invalidValue: 'Valor inválido',
};
const errorsEs: Record<ErrorKey, string> = {
  noSelection: '¡No se seleccionó ninguna pregunta!',
  notOfExam: 'Alguna pregunta seleccionada no pertenece a esta prueba.',
  notEditable: 'No es posible editar una prueba en curso o finalizada.',
  fileMissing: 'Envía el archivo de preguntas en el campo file.',
  fileTooLarge: 'El archivo supera el límite de {limit}.',
  unknownFormat:
    'Formato de archivo no reconocido: envía el questions.json, un paquete QTI 3.0 (.zip) o un XML de Moodle.',
  brokenFile: 'No fue posible leer el archivo ({format}): {detail}',
  zipTooLarge:
    'El paquete QTI es demasiado grande al descomprimirse (como máximo {entries} archivos y {limit}).',
  tooManyQuestions: 'El archivo tiene más de {max} preguntas.',
  nothingToImport: 'Ninguna pregunta del archivo puede importarse.',
  malformed: 'El formulario enviado está mal formado. Recarga la página e inténtalo de nuevo.',
  invalidValue: 'Valor no válido',
};
const errorsPtPT: Record<ErrorKey, string> = {
  noSelection: 'Nenhuma questão foi selecionada!',
  notOfExam: 'Alguma questão selecionada não pertence a esta prova.',
  notEditable: 'Não é possível editar uma prova em curso ou terminada.',
  fileMissing: 'Envie o ficheiro de questões no campo file.',
  fileTooLarge: 'O ficheiro excede o limite de {limit}.',
  unknownFormat:
    'Formato de ficheiro não reconhecido: envie o questions.json, um pacote QTI 3.0 (.zip) ou um XML do Moodle.',
  brokenFile: 'Não foi possível ler o ficheiro ({format}): {detail}',
  zipTooLarge:
    'O pacote QTI é demasiado grande depois de descompactado (no máximo {entries} ficheiros e {limit}).',
  tooManyQuestions: 'O ficheiro tem mais de {max} questões.',
  nothingToImport: 'Nenhuma questão do ficheiro pode ser importada.',
  malformed: 'O formulário enviado está mal formado. Recarregue a página e tente novamente.',
  invalidValue: 'Valor inválido',
};

const ERRORS = messagesById(ERROR_IDS, { 'pt-BR': errorsPtBR, es: errorsEs, 'pt-PT': errorsPtPT });

export const exchangeErrors = localizedErrors(ERROR_IDS, (id, locale: Locale, values) =>
  lookupMessage(ERRORS, id, locale, values),
);

/** Why an item is skipped: the readers' reasons and the question rules (shared-contracts' QuestionRule). */
const SKIP_IDS = {
  unsupportedInteraction: 'questionExchange.skip.unsupportedInteraction',
  unsupportedQuestionType: 'questionExchange.skip.unsupportedQuestionType',
  severalInteractions: 'questionExchange.skip.severalInteractions',
  noInteraction: 'questionExchange.skip.noInteraction',
  multipleResponse: 'questionExchange.skip.multipleResponse',
  brokenItem: 'questionExchange.skip.brokenItem',
  missingItemFile: 'questionExchange.skip.missingItemFile',
  notAQuestion: 'questionExchange.skip.notAQuestion',
  kindRequired: 'questionExchange.skip.kindRequired',
  statementRequired: 'questionExchange.skip.statementRequired',
  tooFewAlternatives: 'questionExchange.skip.tooFewAlternatives',
  tooManyAlternatives: 'questionExchange.skip.tooManyAlternatives',
  alternativeRequired: 'questionExchange.skip.alternativeRequired',
  noCorrectAlternative: 'questionExchange.skip.noCorrectAlternative',
  manyCorrectAlternatives: 'questionExchange.skip.manyCorrectAlternatives',
  alternativesNotAllowed: 'questionExchange.skip.alternativesNotAllowed',
} as const satisfies Record<QuestionRule, string> & Record<string, string>;
export type SkipKey = keyof typeof SKIP_IDS;

const skipPtBR: Record<SkipKey, string> = {
  unsupportedInteraction: 'Interação não suportada: {type} (só escolha simples e texto livre).',
  unsupportedQuestionType: 'Tipo de questão não suportado: {type} (só múltipla escolha e dissertativa).',
  severalInteractions: 'O item tem mais de uma interação.',
  noInteraction: 'O item não tem interação.',
  multipleResponse: 'A questão aceita mais de uma resposta correta.',
  brokenItem: 'O item não pôde ser lido: {detail}',
  missingItemFile: 'O arquivo do item não está no pacote: {file}',
  notAQuestion: 'O registro não é uma questão.',
  kindRequired: 'Tipo de questão: Campo Obrigatorio',
  statementRequired: 'Enunciado: Campo Obrigatorio',
  tooFewAlternatives: 'A questao deve ter pelo menos uma alternativa',
  tooManyAlternatives: 'A questao deve ter no maximo 10 alternativas',
  alternativeRequired: 'Alternativa {index}: Campo Obrigatorio',
  noCorrectAlternative: 'A questao deve ter ao menos uma alternativa correta',
  manyCorrectAlternatives: 'A questao deve ter apenas uma alternativa correta',
  alternativesNotAllowed: 'Questoes abertas nao tem alternativas',
};
const skipEs: Record<SkipKey, string> = {
  unsupportedInteraction: 'Interacción no admitida: {type} (solo elección simple y texto libre).',
  unsupportedQuestionType: 'Tipo de pregunta no admitido: {type} (solo opción múltiple y desarrollo).',
  severalInteractions: 'El ítem tiene más de una interacción.',
  noInteraction: 'El ítem no tiene interacción.',
  multipleResponse: 'La pregunta acepta más de una respuesta correcta.',
  brokenItem: 'No fue posible leer el ítem: {detail}',
  missingItemFile: 'El archivo del ítem no está en el paquete: {file}',
  notAQuestion: 'El registro no es una pregunta.',
  kindRequired: 'Tipo de pregunta: campo obligatorio',
  statementRequired: 'Enunciado: campo obligatorio',
  tooFewAlternatives: 'La pregunta debe tener al menos una alternativa',
  tooManyAlternatives: 'La pregunta debe tener como máximo 10 alternativas',
  alternativeRequired: 'Alternativa {index}: campo obligatorio',
  noCorrectAlternative: 'La pregunta debe tener al menos una alternativa correcta',
  manyCorrectAlternatives: 'La pregunta debe tener solo una alternativa correcta',
  alternativesNotAllowed: 'Las preguntas abiertas no tienen alternativas',
};
const skipPtPT: Record<SkipKey, string> = {
  unsupportedInteraction: 'Interação não suportada: {type} (só escolha simples e texto livre).',
  unsupportedQuestionType: 'Tipo de questão não suportado: {type} (só escolha múltipla e resposta aberta).',
  severalInteractions: 'O item tem mais do que uma interação.',
  noInteraction: 'O item não tem interação.',
  multipleResponse: 'A questão aceita mais do que uma resposta correta.',
  brokenItem: 'Não foi possível ler o item: {detail}',
  missingItemFile: 'O ficheiro do item não está no pacote: {file}',
  notAQuestion: 'O registo não é uma questão.',
  kindRequired: 'Tipo de questão: campo obrigatório',
  statementRequired: 'Enunciado: campo obrigatório',
  tooFewAlternatives: 'A questão deve ter pelo menos uma alternativa',
  tooManyAlternatives: 'A questão deve ter no máximo 10 alternativas',
  alternativeRequired: 'Alternativa {index}: campo obrigatório',
  noCorrectAlternative: 'A questão deve ter pelo menos uma alternativa correta',
  manyCorrectAlternatives: 'A questão deve ter apenas uma alternativa correta',
  alternativesNotAllowed: 'As questões abertas não têm alternativas',
};

const SKIPS = messagesById(SKIP_IDS, { 'pt-BR': skipPtBR, es: skipEs, 'pt-PT': skipPtPT });

/** The reason an item is skipped, in the caller's language. */
export const skipReason = (key: SkipKey, locale: Locale, values?: MessageValues): string =>
  lookupMessage(SKIPS, SKIP_IDS[key], locale, values);

/** Sizes as people read them. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** Thrown by a reader for a file it cannot read at all (422 brokenFile with this detail). */
export class BrokenFile extends Error {}

/** Thrown by a reader for a file with more questions than one import takes. */
export class TooManyQuestions extends Error {}

/** Thrown for a zip that would expand past the caps (a zip bomb). */
export class ZipTooLarge extends Error {}
