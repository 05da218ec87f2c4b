import { defineMessages, type MessageValue } from 'react-intl';

/** Export of the chosen questions (spec 2 §2 "Exam questions screen", §8 "Questions"; issue 14). */
export const exportMessages = defineMessages({
  menu: { id: 'editionAdmin.questionExchange.export.menu', defaultMessage: 'Exportar questões' },
  json: { id: 'editionAdmin.questionExchange.export.json', defaultMessage: 'JSON (questions.json)' },
  qti: { id: 'editionAdmin.questionExchange.export.qti', defaultMessage: 'QTI 3.0 (zip)' },
  moodle: { id: 'editionAdmin.questionExchange.export.moodle', defaultMessage: 'Moodle XML' },
  noneSelected: {
    id: 'editionAdmin.questionExchange.export.noneSelected',
    defaultMessage: 'Nenhuma questao foi selecionada!',
  },
  failed: {
    id: 'editionAdmin.questionExchange.export.failed',
    defaultMessage: 'Não foi possível exportar as questões.',
  },
});

/** Import of questions from a file, with a preview before anything is stored (issue 14). */
export const importMessages = defineMessages({
  open: { id: 'editionAdmin.questionExchange.import.open', defaultMessage: 'Importar questões' },
  title: { id: 'editionAdmin.questionExchange.import.title', defaultMessage: 'Importar questões' },
  file: {
    id: 'editionAdmin.questionExchange.import.file',
    defaultMessage: 'Arquivo de questões',
  },
  fileHelp: {
    id: 'editionAdmin.questionExchange.import.fileHelp',
    defaultMessage: 'JSON (questions.json), QTI 3.0 (zip) ou Moodle XML. Nada é salvo antes da confirmação.',
  },
  reading: { id: 'editionAdmin.questionExchange.import.reading', defaultMessage: 'Lendo o arquivo…' },
  previewFailed: {
    id: 'editionAdmin.questionExchange.import.previewFailed',
    defaultMessage: 'Não foi possível ler o arquivo.',
  },
  correct: { id: 'editionAdmin.questionExchange.import.correct', defaultMessage: 'Correta' },
  cancel: { id: 'editionAdmin.questionExchange.import.cancel', defaultMessage: 'Cancelar' },
  failed: {
    id: 'editionAdmin.questionExchange.import.failed',
    defaultMessage: 'Não foi possível importar as questões.',
  },
});

/** The import's texts with values (counts, numbers, sources). */
export const importValueMessages = defineMessages<{
  toCreate: { count: MessageValue };
  skipped: { count: MessageValue };
  questionNumber: { number: MessageValue };
  source: { source: MessageValue };
  alternatives: { number: MessageValue };
  confirm: { count: MessageValue };
  imported: { count: MessageValue };
}>({
  toCreate: {
    id: 'editionAdmin.questionExchange.import.toCreate',
    defaultMessage:
      '{count, plural, =0 {Nenhuma questão será criada.} one {# questão será criada} other {# questões serão criadas}}',
  },
  skipped: {
    id: 'editionAdmin.questionExchange.import.skipped',
    defaultMessage:
      '{count, plural, one {# item não pode ser importado} other {# itens não podem ser importados}}',
  },
  questionNumber: {
    id: 'editionAdmin.questionExchange.import.questionNumber',
    defaultMessage: 'Questão {number}',
  },
  source: { id: 'editionAdmin.questionExchange.import.source', defaultMessage: 'Origem: {source}' },
  alternatives: {
    id: 'editionAdmin.questionExchange.import.alternatives',
    defaultMessage: 'Alternativas da questão {number}',
  },
  confirm: {
    id: 'editionAdmin.questionExchange.import.confirm',
    defaultMessage:
      '{count, plural, =0 {Importar questões} one {Importar # questão} other {Importar # questões}}',
  },
  imported: {
    id: 'editionAdmin.questionExchange.import.imported',
    defaultMessage: '{count, plural, one {# questão importada.} other {# questões importadas.}}',
  },
});
