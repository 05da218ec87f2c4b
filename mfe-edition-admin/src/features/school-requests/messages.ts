import { defineMessages, type MessageValue } from 'react-intl';

/** The school-requests screen (spec 2 §2 "School requests", §8). */
export const pageMessages = defineMessages({
  title: { id: 'editionAdmin.schoolRequests.title', defaultMessage: 'Solicitações de escolas' },
  back: { id: 'editionAdmin.schoolRequests.back', defaultMessage: 'Voltar para a edição' },
  empty: {
    id: 'editionAdmin.schoolRequests.empty',
    defaultMessage: 'Nenhuma solicitação de escola nesta edição.',
  },
  error: {
    id: 'editionAdmin.schoolRequests.error',
    defaultMessage: 'Não foi possível carregar as solicitações.',
  },
});

/** Column headers. */
export const columnMessages = defineMessages({
  name: { id: 'editionAdmin.schoolRequests.column.name', defaultMessage: 'Escola' },
  inep: { id: 'editionAdmin.schoolRequests.column.inep', defaultMessage: 'INEP' },
  city: { id: 'editionAdmin.schoolRequests.column.city', defaultMessage: 'Cidade/UF' },
  administrationType: {
    id: 'editionAdmin.schoolRequests.column.administrationType',
    defaultMessage: 'Dependência administrativa',
  },
  requestedBy: { id: 'editionAdmin.schoolRequests.column.requestedBy', defaultMessage: 'Solicitado por' },
  date: { id: 'editionAdmin.schoolRequests.column.date', defaultMessage: 'Data' },
  status: { id: 'editionAdmin.schoolRequests.column.status', defaultMessage: 'Situação' },
  actions: { id: 'editionAdmin.schoolRequests.column.actions', defaultMessage: 'Ações' },
});

/** Status labels (spec 2 §2): pending, accepted, rejected. */
export const statusMessages = defineMessages({
  pending: { id: 'editionAdmin.schoolRequests.status.pending', defaultMessage: 'Pendente' },
  accepted: { id: 'editionAdmin.schoolRequests.status.accepted', defaultMessage: 'Aprovado' },
  rejected: { id: 'editionAdmin.schoolRequests.status.rejected', defaultMessage: 'Rejeitado' },
});

/** Administration types (spec 2 §5, §9). */
export { administrationTypeLabels as administrationTypeMessages } from '../../shared/choice-labels';

/** Row actions and the approve / reject dialogs (spec 2 §4: request, then success or failure). */
export const reviewMessages = defineMessages({
  approve: { id: 'editionAdmin.schoolRequests.approve', defaultMessage: 'Aprovar' },
  reject: { id: 'editionAdmin.schoolRequests.reject', defaultMessage: 'Rejeitar' },
  edit: { id: 'editionAdmin.schoolRequests.edit', defaultMessage: 'Editar' },
  approveTitle: { id: 'editionAdmin.schoolRequests.approveTitle', defaultMessage: 'Aprovar solicitação' },
  rejectTitle: { id: 'editionAdmin.schoolRequests.rejectTitle', defaultMessage: 'Rejeitar solicitação' },
  description: { id: 'editionAdmin.schoolRequests.description', defaultMessage: 'Descrição' },
  approved: {
    id: 'editionAdmin.schoolRequests.approved',
    defaultMessage: 'Solicitação aprovada com sucesso!',
  },
  rejected: {
    id: 'editionAdmin.schoolRequests.rejected',
    defaultMessage: 'Solicitação rejeitada com sucesso!',
  },
  failure: {
    id: 'editionAdmin.schoolRequests.failure',
    defaultMessage: 'Não foi possível processar a sua requisição no momento. Tente novamente mais tarde.',
  },
  cancel: { id: 'editionAdmin.schoolRequests.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'editionAdmin.schoolRequests.close', defaultMessage: 'Fechar' },
});

/** The texts naming the school. */
export const namedMessages = defineMessages<{
  actionsOf: { name: MessageValue };
  approveText: { name: MessageValue };
  rejectText: { name: MessageValue };
}>({
  actionsOf: {
    id: 'editionAdmin.schoolRequests.actionsOf',
    defaultMessage: 'Ações da solicitação {name}',
  },
  approveText: {
    id: 'editionAdmin.schoolRequests.approveText',
    defaultMessage: 'A escola {name} será cadastrada e poderá ser escolhida pelos estudantes.',
  },
  rejectText: {
    id: 'editionAdmin.schoolRequests.rejectText',
    defaultMessage: 'A solicitação da escola {name} será rejeitada.',
  },
});

/** The edit dialog (spec 2 §4: form, then success, failure or exists; §8). */
export const editMessages = defineMessages({
  title: { id: 'editionAdmin.schoolRequests.editTitle', defaultMessage: 'Editar escola' },
  name: { id: 'editionAdmin.schoolRequests.field.name', defaultMessage: 'Nome da escola' },
  inep: { id: 'editionAdmin.schoolRequests.field.inep', defaultMessage: 'Código INEP' },
  state: { id: 'editionAdmin.schoolRequests.field.state', defaultMessage: 'Estado' },
  city: { id: 'editionAdmin.schoolRequests.field.city', defaultMessage: 'Cidade' },
  administrationType: {
    id: 'editionAdmin.schoolRequests.field.administrationType',
    defaultMessage: 'Dependência administrativa',
  },
  choose: { id: 'editionAdmin.schoolRequests.field.choose', defaultMessage: 'Selecione' },
  save: { id: 'editionAdmin.schoolRequests.save', defaultMessage: 'Salvar' },
  saved: { id: 'editionAdmin.schoolRequests.saved', defaultMessage: 'Solicitação alterada com sucesso!' },
  failure: {
    id: 'editionAdmin.schoolRequests.editFailure',
    defaultMessage: 'Não foi possível alterar esta solicitação no momento.',
  },
  exists: {
    id: 'editionAdmin.schoolRequests.inepExists',
    defaultMessage: 'O código INEP já existe em nossa base de dados.',
  },
  fix: { id: 'editionAdmin.schoolRequests.fix', defaultMessage: 'Corrigir' },
});

/** The texts of the state and city pickers. */
export const selectMessages = defineMessages({
  loading: { id: 'editionAdmin.schoolRequests.select.loading', defaultMessage: 'Carregando…' },
  more: { id: 'editionAdmin.schoolRequests.select.more', defaultMessage: 'Carregar mais' },
  failed: {
    id: 'editionAdmin.schoolRequests.select.failed',
    defaultMessage: 'Não foi possível carregar as opções.',
  },
  retry: { id: 'editionAdmin.schoolRequests.select.retry', defaultMessage: 'Tentar novamente' },
  empty: { id: 'editionAdmin.schoolRequests.select.empty', defaultMessage: 'Nenhum resultado encontrado' },
  open: { id: 'editionAdmin.schoolRequests.select.open', defaultMessage: 'Abrir opções' },
  clear: { id: 'editionAdmin.schoolRequests.select.clear', defaultMessage: 'Limpar' },
});
