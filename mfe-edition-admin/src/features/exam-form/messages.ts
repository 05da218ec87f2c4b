import { defineMessages, type MessageValue } from 'react-intl';
import type { RuleIssue } from './form-values';

/** The exam form's page, kind choice, tabs and buttons (spec 2 "Create or edit exam"). */
export const formMessages = defineMessages({
  createTitle: { id: 'editionAdmin.examForm.createTitle', defaultMessage: 'Criar Prova' },
  editTitle: { id: 'editionAdmin.examForm.editTitle', defaultMessage: 'Editar Prova' },
  back: { id: 'editionAdmin.examForm.back', defaultMessage: 'Voltar para as provas' },
  chooseKind: { id: 'editionAdmin.examForm.chooseKind', defaultMessage: 'Qual é o tipo da prova?' },
  online: { id: 'editionAdmin.examForm.kind.online', defaultMessage: 'Online' },
  onlineText: {
    id: 'editionAdmin.examForm.kind.onlineText',
    defaultMessage: 'Os participantes fazem a prova na plataforma.',
  },
  presential: { id: 'editionAdmin.examForm.kind.presential', defaultMessage: 'Presencial' },
  presentialText: {
    id: 'editionAdmin.examForm.kind.presentialText',
    defaultMessage: 'A prova é aplicada em papel e as notas são importadas de um arquivo .csv.',
  },
  tabData: { id: 'editionAdmin.examForm.tab.data', defaultMessage: 'Dados da prova' },
  tabQuestions: { id: 'editionAdmin.examForm.tab.questions', defaultMessage: 'Questoes' },
  tabScores: { id: 'editionAdmin.examForm.tab.scores', defaultMessage: 'Importar notas' },
  saveFirst: {
    id: 'editionAdmin.examForm.saveFirst',
    defaultMessage: 'Salve os dados da prova para continuar.',
  },
  save: { id: 'editionAdmin.examForm.save', defaultMessage: 'Salvar' },
  saved: { id: 'editionAdmin.examForm.saved', defaultMessage: 'A prova foi salva com sucesso.' },
  saveFailed: { id: 'editionAdmin.examForm.saveFailed', defaultMessage: 'Nao foi possivel salvar a prova.' },
  noAuthorization: {
    id: 'editionAdmin.examForm.noAuthorization',
    defaultMessage: 'Voce nao possui autorizacao',
  },
  close: { id: 'editionAdmin.examForm.close', defaultMessage: 'Fechar' },
  noPhases: { id: 'editionAdmin.examForm.noPhases', defaultMessage: 'Esta edicao nao possui Fases' },
  noPhasesText: {
    id: 'editionAdmin.examForm.noPhasesText',
    defaultMessage: 'Cadastre as fases da edição antes de criar uma prova.',
  },
  examNotFound: { id: 'editionAdmin.examForm.examNotFound', defaultMessage: 'Prova não encontrada.' },
  examError: { id: 'editionAdmin.examForm.examError', defaultMessage: 'Não foi possível carregar a prova.' },
  loading: { id: 'editionAdmin.examForm.loading', defaultMessage: 'Carregando a prova' },
});

/** The status warnings (spec 2 §4). */
export const statusMessages = defineMessages({
  inProgress: {
    id: 'editionAdmin.examForm.status.inProgress',
    defaultMessage:
      'Esta prova está em andamento: alterações afetam quem já a está fazendo. Fase, datas e tempo limite não podem ser alterados.',
  },
  expiredOnline: {
    id: 'editionAdmin.examForm.status.expiredOnline',
    defaultMessage:
      'Esta prova já foi encerrada. Não é recomendado alterar a configuração de uma prova encerrada.',
  },
  expiredPresential: {
    id: 'editionAdmin.examForm.status.expiredPresential',
    defaultMessage: 'Os dados de uma prova encerrada não podem ser editados.',
  },
});

/** The fields of "Dados da prova" (spec 2 §3 "Exam", §5). */
export const fieldMessages = defineMessages({
  kind: { id: 'editionAdmin.examForm.field.kind', defaultMessage: 'Tipo' },
  phase: { id: 'editionAdmin.examForm.field.phase', defaultMessage: 'Fase' },
  choosePhase: { id: 'editionAdmin.examForm.field.choosePhase', defaultMessage: 'Selecione a fase' },
  startDate: { id: 'editionAdmin.examForm.field.startDate', defaultMessage: 'Início' },
  endDate: { id: 'editionAdmin.examForm.field.endDate', defaultMessage: 'Término' },
  datesHelp: {
    id: 'editionAdmin.examForm.field.datesHelp',
    defaultMessage: 'Datas e horários no fuso horário da edição.',
  },
  minimalScore: { id: 'editionAdmin.examForm.field.minimalScore', defaultMessage: 'Nota mínima' },
  description: { id: 'editionAdmin.examForm.field.description', defaultMessage: 'Descrição' },
  surveyUrl: { id: 'editionAdmin.examForm.field.surveyUrl', defaultMessage: 'Link da pesquisa' },
  cover: { id: 'editionAdmin.examForm.field.cover', defaultMessage: 'Imagem de capa' },
  coverHelp: { id: 'editionAdmin.examForm.field.coverHelp', defaultMessage: 'Imagem de até 200KB.' },
  coverPreview: { id: 'editionAdmin.examForm.field.coverPreview', defaultMessage: 'Capa da prova' },
  removeCover: { id: 'editionAdmin.examForm.field.removeCover', defaultMessage: 'Remover capa' },
  toCertificate: {
    id: 'editionAdmin.examForm.field.toCertificate',
    defaultMessage: 'Conta para o certificado',
  },
  timeLimit: { id: 'editionAdmin.examForm.field.timeLimit', defaultMessage: 'Tempo limite (minutos)' },
  timeLimitHelp: {
    id: 'editionAdmin.examForm.field.timeLimitHelp',
    defaultMessage: 'Deixe em branco para uma prova sem tempo limite.',
  },
  policy: {
    id: 'editionAdmin.examForm.field.policy',
    defaultMessage: 'Pontuação de uma questão anulada',
  },
});

/** The cancelled-question policies, each explained in one line. */
export { cancelledPolicyLabels as policyMessages } from '../../shared/choice-labels';

/** The rules' messages (spec 2 §5). */
export const validationMessages = defineMessages<Record<RuleIssue['rule'], Record<string, MessageValue>>>({
  required: { id: 'editionAdmin.examForm.rule.required', defaultMessage: 'Campo Obrigatorio' },
  minZero: { id: 'editionAdmin.examForm.rule.minZero', defaultMessage: 'Deve ser maior ou igual a 0' },
  endBeforeStart: {
    id: 'editionAdmin.examForm.rule.endBeforeStart',
    defaultMessage: 'Data de término inválida: deve ser depois de {date}',
  },
  coverSize: {
    id: 'editionAdmin.examForm.rule.coverSize',
    defaultMessage: 'Insira uma imagem de ate 200KB!',
  },
  timeLimit: {
    id: 'editionAdmin.examForm.rule.timeLimit',
    defaultMessage: 'Informe um número inteiro de minutos maior que 0',
  },
  surveyUrl: {
    id: 'editionAdmin.examForm.rule.surveyUrl',
    defaultMessage: 'Informe um link começando com http:// ou https://',
  },
});

/** The presential exam's "Importar notas" tab (spec 2 §5, §8). */
export const scoresMessages = defineMessages({
  alreadyImported: {
    id: 'editionAdmin.examForm.scores.alreadyImported',
    defaultMessage:
      'As notas desta prova já foram importadas. Um novo arquivo substitui as notas dos participantes nele.',
  },
  notImported: {
    id: 'editionAdmin.examForm.scores.notImported',
    defaultMessage: 'Nenhuma nota foi importada ainda.',
  },
});

/** The number of scores the API says it stored (meta.imported). */
export const scoresValueMessages = defineMessages<{ imported: { count: MessageValue } }>({
  imported: {
    id: 'editionAdmin.examForm.scores.imported',
    defaultMessage: '{count, plural, one {# nota importada.} other {# notas importadas.}}',
  },
});
