import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import type { PhaseCategory } from 'shared-contracts';
import type { ExamStatus } from './api/edition';

/** The edition detail's messages (spec 2 "Edition detail"). */
export const detailMessages = defineMessages({
  at: { id: 'editionAdmin.editionDetail.at', defaultMessage: 'às' },
  back: { id: 'editionAdmin.editionDetail.back', defaultMessage: 'Voltar para Edições' },
  backHome: { id: 'editionAdmin.editionDetail.backHome', defaultMessage: 'Voltar ao início' },
  edit: { id: 'editionAdmin.editionDetail.edit', defaultMessage: 'Editar' },
  error: { id: 'editionAdmin.editionDetail.error', defaultMessage: 'Não foi possível carregar a edição.' },
  loading: { id: 'editionAdmin.editionDetail.loading', defaultMessage: 'Carregando a edição' },
  notFound: { id: 'editionAdmin.error_edition_not_found', defaultMessage: 'Edição não encontrada.' },
  tiles: { id: 'editionAdmin.editionDetail.tiles', defaultMessage: 'Gestão da edição' },
  noAuthorizationTitle: {
    id: 'editionAdmin.editionDetail.noAuthorization.title',
    defaultMessage: 'Você não possui autorização.',
  },
  noAuthorizationText: {
    id: 'editionAdmin.editionDetail.noAuthorization.text',
    defaultMessage: 'Você não possui autorização necessária para alterar os dados dessa edição.',
  },
  noAuthorizationClose: { id: 'editionAdmin.editionDetail.noAuthorization.close', defaultMessage: 'Fechar' },
});

/** The dates section: its title and each row's label. */
export const datesMessages = defineMessages<{
  title: NoMessageValues;
  startRegistration: NoMessageValues;
  endRegistration: NoMessageValues;
  start: NoMessageValues;
  results: NoMessageValues;
  timeZone: NoMessageValues;
  certificateLabel: NoMessageValues;
  certificateAvailable: NoMessageValues;
  certificateAvailableSince: { date: MessageValue };
  certificateUnavailable: NoMessageValues;
}>({
  title: { id: 'editionAdmin.editionDetail.dates.title', defaultMessage: 'Datas' },
  startRegistration: {
    id: 'editionAdmin.editionDetail.dates.startRegistration',
    defaultMessage: 'Início das inscrições',
  },
  endRegistration: {
    id: 'editionAdmin.editionDetail.dates.endRegistration',
    defaultMessage: 'Fim das inscrições',
  },
  start: { id: 'editionAdmin.editionDetail.dates.start', defaultMessage: 'Início' },
  results: { id: 'editionAdmin.editionDetail.dates.results', defaultMessage: 'Resultados' },
  timeZone: { id: 'editionAdmin.editionDetail.dates.timeZone', defaultMessage: 'Fuso horário' },
  certificateLabel: { id: 'editionAdmin.editionDetail.certificate.label', defaultMessage: 'Certificado' },
  certificateAvailable: {
    id: 'editionAdmin.editionDetail.certificate.available',
    defaultMessage: 'Disponível',
  },
  certificateAvailableSince: {
    id: 'editionAdmin.editionDetail.certificate.availableSince',
    defaultMessage: 'Disponível desde {date}',
  },
  certificateUnavailable: {
    id: 'editionAdmin.editionDetail.certificate.unavailable',
    defaultMessage: 'Indisponível',
  },
});

/** The coordinators and countries sections. */
export const peopleMessages = defineMessages({
  coordinatorsTitle: { id: 'editionAdmin.editionDetail.coordinators.title', defaultMessage: 'Coordenadores' },
  coordinatorsEmpty: {
    id: 'editionAdmin.editionDetail.coordinators.empty',
    defaultMessage: 'Nenhum coordenador.',
  },
  coordinatorsName: { id: 'editionAdmin.editionDetail.coordinators.name', defaultMessage: 'Nome' },
  coordinatorsEmail: { id: 'editionAdmin.editionDetail.coordinators.email', defaultMessage: 'E-mail' },
  countriesTitle: { id: 'editionAdmin.editionDetail.countries.title', defaultMessage: 'Países' },
  countriesEmpty: { id: 'editionAdmin.editionDetail.countries.empty', defaultMessage: 'Nenhum país.' },
});

/** The phases section. */
export const phaseMessages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  phase: { phase: MessageValue };
  memberLimit: { limit: MessageValue };
}>({
  title: { id: 'editionAdmin.editionDetail.phases.title', defaultMessage: 'Fases' },
  empty: { id: 'editionAdmin.editionDetail.phases.empty', defaultMessage: 'Nenhuma fase cadastrada.' },
  phase: { id: 'editionAdmin.editionDetail.phases.phase', defaultMessage: 'Fase {phase}' },
  memberLimit: {
    id: 'editionAdmin.editionDetail.phases.memberLimit',
    defaultMessage: 'Até {limit} integrantes por grupo',
  },
});

/** A phase category's label, by category. */
export const categoryMessages = defineMessages({
  regular: { id: 'editionAdmin.editionDetail.category.regular', defaultMessage: 'Regular' },
  opened: { id: 'editionAdmin.editionDetail.category.opened', defaultMessage: 'Aberta' },
  opmbr: { id: 'editionAdmin.editionDetail.category.opmbr', defaultMessage: 'OPMBR' },
  pre_project: { id: 'editionAdmin.editionDetail.category.pre_project', defaultMessage: 'Pré-projeto' },
  in_group: { id: 'editionAdmin.editionDetail.category.in_group', defaultMessage: 'Em grupo' },
  final_project: { id: 'editionAdmin.editionDetail.category.final_project', defaultMessage: 'Projeto final' },
}) satisfies Record<PhaseCategory, unknown>;

/** The exams section: its title, empty text, column headers and the window. */
export const examMessages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  description: NoMessageValues;
  phase: NoMessageValues;
  kind: NoMessageValues;
  window: NoMessageValues;
  status: NoMessageValues;
  windowValue: { start: MessageValue; end: MessageValue };
}>({
  title: { id: 'editionAdmin.editionDetail.exams.title', defaultMessage: 'Provas' },
  empty: { id: 'editionAdmin.editionDetail.exams.empty', defaultMessage: 'Nenhuma prova cadastrada.' },
  description: { id: 'editionAdmin.editionDetail.exams.description', defaultMessage: 'Descrição' },
  phase: { id: 'editionAdmin.editionDetail.exams.phase', defaultMessage: 'Fase' },
  kind: { id: 'editionAdmin.editionDetail.exams.kind', defaultMessage: 'Tipo' },
  window: { id: 'editionAdmin.editionDetail.exams.window', defaultMessage: 'Período' },
  status: { id: 'editionAdmin.editionDetail.exams.status', defaultMessage: 'Situação' },
  windowValue: { id: 'editionAdmin.editionDetail.exams.windowValue', defaultMessage: '{start} a {end}' },
});

/** An exam's status, by status. */
export const examStatusMessages = defineMessages({
  upcoming: { id: 'editionAdmin.editionDetail.examStatus.upcoming', defaultMessage: 'Agendada' },
  in_progress: { id: 'editionAdmin.editionDetail.examStatus.in_progress', defaultMessage: 'Disponível' },
  expired: { id: 'editionAdmin.editionDetail.examStatus.expired', defaultMessage: 'Finalizada' },
}) satisfies Record<ExamStatus, unknown>;

/** The detail's tiles, by tile. */
export const tileMessages = defineMessages({
  exams: { id: 'editionAdmin.editionDetail.tile.exams', defaultMessage: 'Provas' },
  classified: { id: 'editionAdmin.editionDetail.tile.classified', defaultMessage: 'Classificados' },
  generateResults: {
    id: 'editionAdmin.editionDetail.tile.generateResults',
    defaultMessage: 'Gerar Resultados',
  },
  schoolRequests: { id: 'editionAdmin.editionDetail.tile.schoolRequests', defaultMessage: 'Solicitações' },
  notifications: { id: 'editionAdmin.editionDetail.tile.notifications', defaultMessage: 'Notificações' },
  reports: { id: 'editionAdmin.editionDetail.tile.reports', defaultMessage: 'Relatórios' },
});

/** The "Histórico de alterações" section. */
export const auditMessages = defineMessages({
  title: { id: 'editionAdmin.editionDetail.audit.title', defaultMessage: 'Histórico de alterações' },
  when: { id: 'editionAdmin.editionDetail.audit.when', defaultMessage: 'Quando' },
  who: { id: 'editionAdmin.editionDetail.audit.who', defaultMessage: 'Quem' },
  action: { id: 'editionAdmin.editionDetail.audit.action', defaultMessage: 'Ação' },
  changes: { id: 'editionAdmin.editionDetail.audit.changes', defaultMessage: 'Alterações' },
  empty: { id: 'editionAdmin.editionDetail.audit.empty', defaultMessage: 'Nenhuma alteração registrada.' },
  error: {
    id: 'editionAdmin.editionDetail.audit.error',
    defaultMessage: 'Não foi possível carregar o histórico de alterações.',
  },
  otherAction: { id: 'editionAdmin.editionDetail.audit.otherAction', defaultMessage: 'Outra alteração' },
});

/** An audit entry's action, by action (the edition's own and those other features record). */
export const auditActionMessages = defineMessages({
  'edition.created': {
    id: 'editionAdmin.editionDetail.audit.action.editionCreated',
    defaultMessage: 'Edição criada',
  },
  'edition.updated': {
    id: 'editionAdmin.editionDetail.audit.action.editionUpdated',
    defaultMessage: 'Edição alterada',
  },
  'edition.deleted': {
    id: 'editionAdmin.editionDetail.audit.action.editionDeleted',
    defaultMessage: 'Edição excluída',
  },
  'achievement_template.deleted': {
    id: 'editionAdmin.editionDetail.audit.action.achievementTemplateDeleted',
    defaultMessage: 'Modelo de conquista excluído',
  },
  'coordinator.added': {
    id: 'editionAdmin.editionDetail.audit.action.coordinatorAdded',
    defaultMessage: 'Coordenador adicionado',
  },
  'coordinator.removed': {
    id: 'editionAdmin.editionDetail.audit.action.coordinatorRemoved',
    defaultMessage: 'Coordenador removido',
  },
  'certificates.generated': {
    id: 'editionAdmin.editionDetail.audit.action.certificatesGenerated',
    defaultMessage: 'Certificados gerados',
  },
  'unit_request.approved': {
    id: 'editionAdmin.editionDetail.audit.action.unitRequestApproved',
    defaultMessage: 'Solicitação de escola aprovada',
  },
  'unit_request.rejected': {
    id: 'editionAdmin.editionDetail.audit.action.unitRequestRejected',
    defaultMessage: 'Solicitação de escola rejeitada',
  },
  'unit_request.updated': {
    id: 'editionAdmin.editionDetail.audit.action.unitRequestUpdated',
    defaultMessage: 'Solicitação de escola alterada',
  },
  'exam.created': {
    id: 'editionAdmin.editionDetail.audit.action.examCreated',
    defaultMessage: 'Prova criada',
  },
  'exam.updated': {
    id: 'editionAdmin.editionDetail.audit.action.examUpdated',
    defaultMessage: 'Prova alterada',
  },
  'exam.deleted': {
    id: 'editionAdmin.editionDetail.audit.action.examDeleted',
    defaultMessage: 'Prova excluída',
  },
  'exam.scores_imported': {
    id: 'editionAdmin.editionDetail.audit.action.scoresImported',
    defaultMessage: 'Notas importadas',
  },
  'exam.questions_reordered': {
    id: 'editionAdmin.editionDetail.audit.action.questionsReordered',
    defaultMessage: 'Questões reordenadas',
  },
  'exam.questions_imported': {
    id: 'editionAdmin.editionDetail.audit.action.questionsImported',
    defaultMessage: 'Questões importadas',
  },
  'question.created': {
    id: 'editionAdmin.editionDetail.audit.action.questionCreated',
    defaultMessage: 'Questão criada',
  },
  'question.updated': {
    id: 'editionAdmin.editionDetail.audit.action.questionUpdated',
    defaultMessage: 'Questão alterada',
  },
  'question.deleted': {
    id: 'editionAdmin.editionDetail.audit.action.questionDeleted',
    defaultMessage: 'Questão excluída',
  },
  'question.cancelled': {
    id: 'editionAdmin.editionDetail.audit.action.questionCancelled',
    defaultMessage: 'Questão anulada',
  },
  'question.restored': {
    id: 'editionAdmin.editionDetail.audit.action.questionRestored',
    defaultMessage: 'Questão reativada',
  },
  'question.answer_key_changed': {
    id: 'editionAdmin.editionDetail.audit.action.answerKeyChanged',
    defaultMessage: 'Gabarito alterado',
  },
  'notification.sent': {
    id: 'editionAdmin.editionDetail.audit.action.notificationSent',
    defaultMessage: 'Notificação enviada',
  },
  'grading.assigned': {
    id: 'editionAdmin.editionDetail.audit.action.gradingAssigned',
    defaultMessage: 'Correções distribuídas',
  },
  'grading.scored': {
    id: 'editionAdmin.editionDetail.audit.action.gradingScored',
    defaultMessage: 'Nota de correção lançada',
  },
  'grading.project_scored': {
    id: 'editionAdmin.editionDetail.audit.action.projectScored',
    defaultMessage: 'Nota do projeto lançada',
  },
  'results.answer_key': {
    id: 'editionAdmin.editionDetail.audit.action.resultsAnswerKey',
    defaultMessage: 'Resultado gerado',
  },
  'results.classification': {
    id: 'editionAdmin.editionDetail.audit.action.resultsClassification',
    defaultMessage: 'Classificação gerada',
  },
  'results.ranking': {
    id: 'editionAdmin.editionDetail.audit.action.resultsRanking',
    defaultMessage: 'Ranking gerado',
  },
  'results.ranking_publication': {
    id: 'editionAdmin.editionDetail.audit.action.rankingPublication',
    defaultMessage: 'Publicação da classificação',
  },
});
