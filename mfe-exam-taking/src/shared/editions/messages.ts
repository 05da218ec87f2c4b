import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the participants edition lists. */
export const editionsMessages = defineMessages<{
  actionAccess: NoMessageValues;
  categoryNone: NoMessageValues;
  columnAction: NoMessageValues;
  columnCategory: NoMessageValues;
  columnEdition: NoMessageValues;
  columnSubscribed: NoMessageValues;
  columnSubscription: NoMessageValues;
  disconnectedMessage: NoMessageValues;
  disconnectedTitle: NoMessageValues;
  keptSending: NoMessageValues;
  subscribedNo: NoMessageValues;
  subscribedYes: NoMessageValues;
  subscriptionClosed: NoMessageValues;
  subscriptionOpen: NoMessageValues;
  subscriptionOpensOn: { date: MessageValue };
}>({
  actionAccess: { id: 'examTaking.editions.action.access', defaultMessage: 'Acessar' },
  categoryNone: { id: 'examTaking.editions.category.none', defaultMessage: '—' },
  columnAction: { id: 'examTaking.editions.column.action', defaultMessage: 'Ação' },
  columnCategory: { id: 'examTaking.editions.column.category', defaultMessage: 'Categoria' },
  columnEdition: { id: 'examTaking.editions.column.edition', defaultMessage: 'Edição' },
  columnSubscribed: { id: 'examTaking.editions.column.subscribed', defaultMessage: 'Inscrito' },
  columnSubscription: { id: 'examTaking.editions.column.subscription', defaultMessage: 'Inscrições' },
  disconnectedMessage: {
    id: 'examTaking.editions.disconnected.message',
    defaultMessage: 'Sua conexão com o servidor foi interrompida. Verifique sua internet e tente novamente.',
  },
  disconnectedTitle: { id: 'examTaking.editions.disconnected.title', defaultMessage: 'Conexão perdida' },
  keptSending: { id: 'examTaking.editions.kept.sending', defaultMessage: 'Enviando…' },
  subscribedNo: { id: 'examTaking.editions.subscribed.no', defaultMessage: 'Não' },
  subscribedYes: { id: 'examTaking.editions.subscribed.yes', defaultMessage: 'Sim' },
  subscriptionClosed: { id: 'examTaking.editions.subscription.closed', defaultMessage: 'Encerrada' },
  subscriptionOpen: { id: 'examTaking.editions.subscription.open', defaultMessage: 'Aberta' },
  subscriptionOpensOn: { id: 'examTaking.editions.subscription.opensOn', defaultMessage: 'Abre em {date}' },
});

/** Warnings another screen may send to the lists in navigation state, by id. */
export const arrivalWarningMessages = defineMessages<{
  offlineKept: NoMessageValues;
}>({
  offlineKept: {
    id: 'examTaking.taking.offline.kept',
    defaultMessage:
      'Você está offline. Suas respostas foram guardadas neste dispositivo e serão enviadas quando você voltar à prova com a conexão restabelecida.',
  },
});

/** The categories the lists name (camel-cased API values). */
type CategoryKey =
  'finalProject' | 'inGroup' | 'official' | 'opened' | 'opmbr' | 'preProject' | 'regular' | 'student';

/** The label of each known category. */
export const categoryMessages = defineMessages<Record<CategoryKey, NoMessageValues>>({
  finalProject: { id: 'examTaking.category.finalProject', defaultMessage: 'Projeto final' },
  inGroup: { id: 'examTaking.category.inGroup', defaultMessage: 'Em grupo' },
  official: { id: 'examTaking.category.official', defaultMessage: 'Oficial' },
  opened: { id: 'examTaking.category.opened', defaultMessage: 'Aberta' },
  opmbr: { id: 'examTaking.category.opmbr', defaultMessage: 'OPMBR' },
  preProject: { id: 'examTaking.category.preProject', defaultMessage: 'Pré-projeto' },
  regular: { id: 'examTaking.category.regular', defaultMessage: 'Regular' },
  student: { id: 'examTaking.category.student', defaultMessage: 'Estudante' },
});

/** The explanation of each known category. */
export const categoryInfoMessages = defineMessages<Record<CategoryKey, NoMessageValues>>({
  finalProject: {
    id: 'examTaking.category.finalProject.info',
    defaultMessage: 'Fase de entrega do projeto final da equipe.',
  },
  inGroup: {
    id: 'examTaking.category.inGroup.info',
    defaultMessage: 'Fase realizada por uma equipe, com limite de integrantes.',
  },
  official: {
    id: 'examTaking.category.official.info',
    defaultMessage: 'Participação oficial, válida para a classificação e as premiações.',
  },
  opened: {
    id: 'examTaking.category.opened.info',
    defaultMessage: 'Participação aberta a qualquer pessoa, sem vínculo com uma escola.',
  },
  opmbr: {
    id: 'examTaking.category.opmbr.info',
    defaultMessage: 'Categoria destinada a professores participantes.',
  },
  preProject: {
    id: 'examTaking.category.preProject.info',
    defaultMessage: 'Fase de envio da proposta inicial do projeto.',
  },
  regular: {
    id: 'examTaking.category.regular.info',
    defaultMessage: 'Participação vinculada a uma escola, com série e escola informadas na inscrição.',
  },
  student: { id: 'examTaking.category.student.info', defaultMessage: 'Participação como estudante.' },
});
