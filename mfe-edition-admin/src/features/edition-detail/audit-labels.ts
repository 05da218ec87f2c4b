import {
  defineMessages,
  type MessageValue,
  type NoMessageValues,
  type TypedMessageDescriptor,
} from 'react-intl';
import type { AuditFixedField, NotificationDestination, QuestionStatus } from 'shared-contracts';

/** A label with no arguments. */
export type Label = TypedMessageDescriptor<NoMessageValues>;

/**
 * The log of changes' texts for what an entry changed: each field AUDIT_FIELDS lists by the label its form
 * (or screen) shows, and the enumerated values by the labels their screens use.
 */
export const auditFieldMessages = defineMessages({
  description: { id: 'editionAdmin.editionDetail.audit.field.description', defaultMessage: 'Descrição' },
  start_registration: {
    id: 'editionAdmin.editionDetail.audit.field.startRegistration',
    defaultMessage: 'Data de início',
  },
  end_registration: {
    id: 'editionAdmin.editionDetail.audit.field.endRegistration',
    defaultMessage: 'Data de fim',
  },
  results_due: {
    id: 'editionAdmin.editionDetail.audit.field.resultsDue',
    defaultMessage: 'Data do resultado',
  },
  time_zone: { id: 'editionAdmin.editionDetail.audit.field.timeZone', defaultMessage: 'Fuso horário' },
  country_ids: { id: 'editionAdmin.editionDetail.audit.field.countries', defaultMessage: 'Países' },
  coordinators_emails: {
    id: 'editionAdmin.editionDetail.audit.field.coordinators',
    defaultMessage: 'Coordenadores',
  },
  phases: { id: 'editionAdmin.editionDetail.audit.field.phases', defaultMessage: 'Fases' },
  achievements: { id: 'editionAdmin.editionDetail.audit.field.achievements', defaultMessage: 'Conquistas' },
  videos: { id: 'editionAdmin.editionDetail.audit.field.videos', defaultMessage: 'Vídeos' },
  logo: { id: 'editionAdmin.editionDetail.audit.field.logo', defaultMessage: 'Logo' },
  certificate_template: {
    id: 'editionAdmin.editionDetail.audit.field.certificateTemplate',
    defaultMessage: 'Modelo de certificado',
  },
  achievement_templates: {
    id: 'editionAdmin.editionDetail.audit.field.achievementTemplates',
    defaultMessage: 'Modelos das conquistas',
  },
  deleted: { id: 'editionAdmin.editionDetail.audit.field.deleted', defaultMessage: 'Excluída' },
  coordinator: { id: 'editionAdmin.editionDetail.audit.field.coordinator', defaultMessage: 'Coordenador' },
  account: { id: 'editionAdmin.editionDetail.audit.field.account', defaultMessage: 'Conta (e-mail)' },
  certificate_job: {
    id: 'editionAdmin.editionDetail.audit.field.certificateJob',
    defaultMessage: 'Geração de certificados',
  },
  destination: { id: 'editionAdmin.editionDetail.audit.field.destination', defaultMessage: 'Destino' },
  group: { id: 'editionAdmin.editionDetail.audit.field.group', defaultMessage: 'Grupo' },
  phase: { id: 'editionAdmin.editionDetail.audit.field.phase', defaultMessage: 'Fase' },
  kind: { id: 'editionAdmin.editionDetail.audit.field.kind', defaultMessage: 'Tipo' },
  start_date: { id: 'editionAdmin.editionDetail.audit.field.startDate', defaultMessage: 'Início' },
  end_date: { id: 'editionAdmin.editionDetail.audit.field.endDate', defaultMessage: 'Término' },
  minimal_score: { id: 'editionAdmin.editionDetail.audit.field.minimalScore', defaultMessage: 'Nota mínima' },
  survey_url: { id: 'editionAdmin.editionDetail.audit.field.surveyUrl', defaultMessage: 'Link da pesquisa' },
  to_certificate: {
    id: 'editionAdmin.editionDetail.audit.field.toCertificate',
    defaultMessage: 'Conta para o certificado',
  },
  time_limit: {
    id: 'editionAdmin.editionDetail.audit.field.timeLimit',
    defaultMessage: 'Tempo limite (minutos)',
  },
  cancelled_question_policy: {
    id: 'editionAdmin.editionDetail.audit.field.cancelledQuestionPolicy',
    defaultMessage: 'Pontuação de uma questão anulada',
  },
  cover_url: { id: 'editionAdmin.editionDetail.audit.field.cover', defaultMessage: 'Imagem de capa' },
  scores_imported_at: {
    id: 'editionAdmin.editionDetail.audit.field.scoresImportedAt',
    defaultMessage: 'Notas importadas em',
  },
  imported: { id: 'editionAdmin.editionDetail.audit.field.imported', defaultMessage: 'Importação' },
  questions_order: {
    id: 'editionAdmin.editionDetail.audit.field.questionsOrder',
    defaultMessage: 'Ordem das questões',
  },
  job: { id: 'editionAdmin.editionDetail.audit.field.job', defaultMessage: 'Geração dos resultados' },
  ranking_available_at: {
    id: 'editionAdmin.editionDetail.audit.field.rankingAvailableAt',
    defaultMessage: 'Classificação publicada em',
  },
  status: { id: 'editionAdmin.editionDetail.audit.field.status', defaultMessage: 'Situação' },
  school: { id: 'editionAdmin.editionDetail.audit.field.school', defaultMessage: 'Escola' },
  name: { id: 'editionAdmin.editionDetail.audit.field.name', defaultMessage: 'Nome da escola' },
  inep_code: { id: 'editionAdmin.editionDetail.audit.field.inepCode', defaultMessage: 'Código INEP' },
  address_state_id: { id: 'editionAdmin.editionDetail.audit.field.state', defaultMessage: 'Estado' },
  address_city_id: { id: 'editionAdmin.editionDetail.audit.field.city', defaultMessage: 'Cidade' },
  address_state: { id: 'editionAdmin.editionDetail.audit.field.stateName', defaultMessage: 'Estado' },
  address_city: { id: 'editionAdmin.editionDetail.audit.field.cityName', defaultMessage: 'Cidade' },
  administration_type: {
    id: 'editionAdmin.editionDetail.audit.field.administrationType',
    defaultMessage: 'Dependência administrativa',
  },
  edition_id: { id: 'editionAdmin.editionDetail.audit.field.edition', defaultMessage: 'Edição' },
  result_score: {
    id: 'editionAdmin.editionDetail.audit.field.resultScore',
    defaultMessage: 'Nota do projeto',
  },
  double_marking: {
    id: 'editionAdmin.editionDetail.audit.field.doubleMarking',
    defaultMessage: 'Correção dupla cega',
  },
  marking_threshold: {
    id: 'editionAdmin.editionDetail.audit.field.markingThreshold',
    defaultMessage: 'Limite de divergência',
  },
  corrector_ids: { id: 'editionAdmin.editionDetail.audit.field.correctors', defaultMessage: 'Corretores' },
  assigned_rows: {
    id: 'editionAdmin.editionDetail.audit.field.assignedRows',
    defaultMessage: 'Correções distribuídas',
  },
  statement: { id: 'editionAdmin.editionDetail.audit.field.statement', defaultMessage: 'Enunciado' },
  style: { id: 'editionAdmin.editionDetail.audit.field.style', defaultMessage: 'Estilo das alternativas' },
  alternatives: { id: 'editionAdmin.editionDetail.audit.field.alternatives', defaultMessage: 'Alternativas' },
  resolution: { id: 'editionAdmin.editionDetail.audit.field.resolution', defaultMessage: 'Resolução' },
  education_subject_id: {
    id: 'editionAdmin.editionDetail.audit.field.subject',
    defaultMessage: 'Disciplina (código)',
  },
  character_limit: {
    id: 'editionAdmin.editionDetail.audit.field.characterLimit',
    defaultMessage: 'Limite de caracteres',
  },
  weight: { id: 'editionAdmin.editionDetail.audit.field.weight', defaultMessage: 'Peso' },
  updated_by: { id: 'editionAdmin.editionDetail.audit.field.updatedBy', defaultMessage: 'Alterada por' },
  'resolution.comment': {
    id: 'editionAdmin.editionDetail.audit.field.resolutionComment',
    defaultMessage: 'Comentário da resolução',
  },
  'resolution.multiple_choice': {
    id: 'editionAdmin.editionDetail.audit.field.correctAlternative',
    defaultMessage: 'Alternativa correta',
  },
}) satisfies Record<AuditFixedField, Label>;

/** The numbered fields (AUDIT_NUMBERED_FIELDS) and a field the screen does not know, humanised. */
export const auditNumberedFieldMessages = defineMessages<{
  achievementTemplate: { level: MessageValue };
  mark: { question: MessageValue; round: MessageValue };
}>({
  achievementTemplate: {
    id: 'editionAdmin.editionDetail.audit.field.achievementTemplate',
    defaultMessage: 'Modelo da conquista {level}',
  },
  mark: {
    id: 'editionAdmin.editionDetail.audit.field.mark',
    defaultMessage:
      'Nota da questão nº {question} ({round, select, final {nota final} other {correção {round}}})',
  },
});

/** How values are written: yes/no, none, counts, numbered things. */
export const auditValueMessages = defineMessages<{
  none: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  numbered: { id: MessageValue };
  phase: { phase: MessageValue };
  achievement: { level: MessageValue };
  questions: { count: number };
  scores: { count: number };
  correctors: { count: number };
}>({
  none: { id: 'editionAdmin.editionDetail.audit.none', defaultMessage: 'Nenhum' },
  yes: { id: 'editionAdmin.editionDetail.audit.value.yes', defaultMessage: 'Sim' },
  no: { id: 'editionAdmin.editionDetail.audit.value.no', defaultMessage: 'Não' },
  numbered: { id: 'editionAdmin.editionDetail.audit.value.numbered', defaultMessage: 'nº {id}' },
  phase: { id: 'editionAdmin.editionDetail.audit.value.phase', defaultMessage: 'Fase {phase}' },
  achievement: {
    id: 'editionAdmin.editionDetail.audit.value.achievement',
    defaultMessage: 'Conquista {level}',
  },
  questions: {
    id: 'editionAdmin.editionDetail.audit.value.questions',
    defaultMessage: '{count, plural, =0 {Nenhuma questão} one {# questão} other {# questões}}',
  },
  scores: {
    id: 'editionAdmin.editionDetail.audit.value.scores',
    defaultMessage: '{count, plural, =0 {Nenhuma nota} one {# nota} other {# notas}}',
  },
  correctors: {
    id: 'editionAdmin.editionDetail.audit.value.correctors',
    defaultMessage: '{count, plural, =0 {Nenhum corretor} one {# corretor} other {# corretores}}',
  },
});

/** School request and question statuses, as the requests list and the questions tab show them. */
export const auditStatusMessages = defineMessages({
  pending: { id: 'editionAdmin.editionDetail.audit.status.pending', defaultMessage: 'Pendente' },
  accepted: { id: 'editionAdmin.editionDetail.audit.status.accepted', defaultMessage: 'Aprovado' },
  rejected: { id: 'editionAdmin.editionDetail.audit.status.rejected', defaultMessage: 'Rejeitado' },
  active: { id: 'editionAdmin.editionDetail.audit.status.active', defaultMessage: 'Ativa' },
  cancelled: { id: 'editionAdmin.editionDetail.audit.status.cancelled', defaultMessage: 'Anulada' },
}) satisfies Record<'pending' | 'accepted' | 'rejected' | QuestionStatus, Label>;

/** Notification destinations, as the notifications screen shows them. */
export const auditDestinationMessages = defineMessages({
  email: { id: 'editionAdmin.editionDetail.audit.destination.email', defaultMessage: 'E-mail' },
  push: { id: 'editionAdmin.editionDetail.audit.destination.push', defaultMessage: 'App' },
}) satisfies Record<NotificationDestination, Label>;
