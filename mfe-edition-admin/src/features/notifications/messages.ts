import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The screen and its tabs (spec 2 §2 "Notifications"). */
export const pageMessages = defineMessages({
  title: { id: 'editionAdmin.notifications.title', defaultMessage: 'Notificações' },
  back: { id: 'editionAdmin.notifications.back', defaultMessage: 'Voltar para a edição' },
  tabs: { id: 'editionAdmin.notifications.tabs', defaultMessage: 'Tipos de notificação' },
  emailTab: { id: 'editionAdmin.notifications.emailTab', defaultMessage: 'Enviar e-mail' },
  appTab: { id: 'editionAdmin.notifications.appTab', defaultMessage: 'Notificar app' },
  sentTab: { id: 'editionAdmin.notifications.sentTab', defaultMessage: 'Notificações enviadas' },
});

/** The fields both send forms share: the group, the phase and the send button (spec 2 §5, §9). */
export const audienceMessages = defineMessages({
  group: { id: 'editionAdmin.notifications.group', defaultMessage: 'Grupo' },
  phase: { id: 'editionAdmin.notifications.phase', defaultMessage: 'Fase' },
  noPhase: { id: 'editionAdmin.notifications.noPhase', defaultMessage: 'Selecione a fase' },
  /** PHASE_REQUIRED_MESSAGE (spec 2 §5, §8), the API's text too. */
  phaseRequired: {
    id: 'editionAdmin.notifications.phaseRequired',
    defaultMessage: 'A fase não pode ficar em branco!',
  },
  anyPhase: { id: 'editionAdmin.notifications.anyPhase', defaultMessage: 'Todas as fases' },
  noPhaseAllowed: {
    id: 'editionAdmin.notifications.noPhaseAllowed',
    defaultMessage: 'Nenhuma fase desta edição atende a este grupo.',
  },
  phasesError: {
    id: 'editionAdmin.notifications.phasesError',
    defaultMessage: 'Não foi possível carregar as fases.',
  },
  send: { id: 'editionAdmin.notifications.send', defaultMessage: 'Enviar' },
  sending: { id: 'editionAdmin.notifications.sending', defaultMessage: 'Enviando…' },
});

/** A phase as the select and the list name it. */
export const phaseLabelMessages = defineMessages<{ phaseOf: { phase: MessageValue } }>({
  phaseOf: { id: 'editionAdmin.notifications.phaseOf', defaultMessage: 'Fase {phase}' },
});

/** Spec 2 §9: the groups as the select names them. */
export { notificationGroupLabels as groupLabels } from '../../shared/choice-labels';

/** The e-mail tab (spec 2 §2, §5, §8). */
export const emailMessages = defineMessages({
  extraEmails: { id: 'editionAdmin.notifications.extraEmails', defaultMessage: 'E-mails adicionais' },
  extraEmailsHint: {
    id: 'editionAdmin.notifications.extraEmailsHint',
    defaultMessage:
      'Digite um e-mail e tecle Enter, Tab, vírgula ou espaço; ao colar um texto, os e-mails são extraídos. Clique duas vezes num e-mail (ou tecle Backspace com o campo vazio) para editá-lo.',
  },
  invalidEmail: {
    id: 'editionAdmin.notifications.invalidEmail',
    defaultMessage: 'Informe um e-mail válido.',
  },
  extraEmailsList: {
    id: 'editionAdmin.notifications.extraEmailsList',
    defaultMessage: 'E-mails adicionados',
  },
  subject: { id: 'editionAdmin.notifications.subject', defaultMessage: 'Assunto' },
  message: { id: 'editionAdmin.notifications.message', defaultMessage: 'Mensagem' },
  essential: { id: 'editionAdmin.notifications.essential', defaultMessage: 'Essencial' },
  essentialHint: {
    id: 'editionAdmin.notifications.essentialHint',
    defaultMessage:
      'Um e-mail essencial chega também aos estudantes que desativaram os e-mails não essenciais. Use-o só para avisos indispensáveis.',
  },
  sent: { id: 'editionAdmin.notifications.emailSent', defaultMessage: 'E-mail enviado com sucesso!' },
  failed: { id: 'editionAdmin.notifications.emailFailed', defaultMessage: 'Erro ao enviar e-mail.' },
});

/** Spec 2 §8: a refusal that points at the exam (the API's text, else this with its title). */
export const examErrorMessages = defineMessages<{ examError: { title: MessageValue } }>({
  examError: { id: 'editionAdmin.notifications.examError', defaultMessage: 'A fase {title}' },
});

/** A chip's buttons. */
export const chipMessages = defineMessages<{ remove: { email: MessageValue } }>({
  remove: { id: 'editionAdmin.notifications.removeEmail', defaultMessage: 'Remover {email}' },
});

/** The app tab (spec 2 §2, §5). */
export const appMessages = defineMessages<{
  message: NoMessageValues;
  counter: { count: MessageValue; max: MessageValue };
  emoji: NoMessageValues;
  emojiLoading: NoMessageValues;
  sent: NoMessageValues;
  failed: NoMessageValues;
}>({
  message: { id: 'editionAdmin.notifications.appMessage', defaultMessage: 'Mensagem' },
  counter: { id: 'editionAdmin.notifications.counter', defaultMessage: '{count} de {max} caracteres' },
  emoji: { id: 'editionAdmin.notifications.emoji', defaultMessage: 'Inserir emoji' },
  emojiLoading: { id: 'editionAdmin.notifications.emojiLoading', defaultMessage: 'Carregando emojis…' },
  sent: { id: 'editionAdmin.notifications.appSent', defaultMessage: 'Notificação enviada com sucesso!' },
  failed: { id: 'editionAdmin.notifications.appFailed', defaultMessage: 'Erro ao enviar notificação.' },
});

/** The emoji picker's own texts (it speaks English otherwise). */
export const emojiPickerMessages = defineMessages({
  search: { id: 'editionAdmin.notifications.emoji.search', defaultMessage: 'Buscar emoji' },
  clear: { id: 'editionAdmin.notifications.emoji.clear', defaultMessage: 'Limpar' },
  none: { id: 'editionAdmin.notifications.emoji.none', defaultMessage: 'Nenhum emoji encontrado' },
  one: { id: 'editionAdmin.notifications.emoji.one', defaultMessage: 'Um emoji encontrado' },
  many: { id: 'editionAdmin.notifications.emoji.many', defaultMessage: '%n emojis encontrados' },
  categories: { id: 'editionAdmin.notifications.emoji.categories', defaultMessage: 'Categorias de emoji' },
  loading: { id: 'editionAdmin.notifications.emoji.loading', defaultMessage: 'Carregando…' },
  loadingError: {
    id: 'editionAdmin.notifications.emoji.loadingError',
    defaultMessage: 'Não foi possível carregar os emojis.',
  },
  retry: { id: 'editionAdmin.notifications.emoji.retry', defaultMessage: 'Tentar novamente' },
});

/** The sent list (spec 2 §2, §9). */
export const sentMessages = defineMessages({
  emails: { id: 'editionAdmin.notifications.filter.emails', defaultMessage: 'E-mails' },
  dateGt: { id: 'editionAdmin.notifications.filter.dateGt', defaultMessage: 'Enviadas depois de' },
  dateLt: { id: 'editionAdmin.notifications.filter.dateLt', defaultMessage: 'Enviadas antes de' },
  clear: { id: 'editionAdmin.notifications.filter.clear', defaultMessage: 'Limpar filtros' },
  empty: { id: 'editionAdmin.notifications.empty', defaultMessage: 'Nenhuma notificação enviada.' },
  error: {
    id: 'editionAdmin.notifications.error',
    defaultMessage: 'Não foi possível carregar as notificações.',
  },
  date: { id: 'editionAdmin.notifications.column.date', defaultMessage: 'Data' },
  destination: { id: 'editionAdmin.notifications.column.destination', defaultMessage: 'Destino' },
  group: { id: 'editionAdmin.notifications.column.group', defaultMessage: 'Grupo' },
  phase: { id: 'editionAdmin.notifications.column.phase', defaultMessage: 'Fase' },
  content: { id: 'editionAdmin.notifications.column.content', defaultMessage: 'Assunto / mensagem' },
  recipients: { id: 'editionAdmin.notifications.column.recipients', defaultMessage: 'Destinatários' },
  deliveries: { id: 'editionAdmin.notifications.column.deliveries', defaultMessage: 'Entregas' },
  status: { id: 'editionAdmin.notifications.column.status', defaultMessage: 'Situação' },
  actions: { id: 'editionAdmin.notifications.column.actions', defaultMessage: 'Ações' },
  email: { id: 'editionAdmin.notifications.destination.email', defaultMessage: 'E-mail' },
  push: { id: 'editionAdmin.notifications.destination.push', defaultMessage: 'App' },
  essential: { id: 'editionAdmin.notifications.essentialBadge', defaultMessage: 'Essencial' },
  resolving: { id: 'editionAdmin.notifications.status.resolving', defaultMessage: 'Preparando' },
  sending: { id: 'editionAdmin.notifications.status.sending', defaultMessage: 'Enviando' },
  done: { id: 'editionAdmin.notifications.status.done', defaultMessage: 'Concluída' },
});

/** The counts of a row and the recipients' popup. */
export const countMessages = defineMessages<{
  deliveries: { delivered: MessageValue; failed: MessageValue; pending: MessageValue };
  showRecipients: { date: MessageValue };
  extra: { count: number };
  registered: { count: number; total: number };
}>({
  deliveries: {
    id: 'editionAdmin.notifications.deliveries',
    defaultMessage: '{delivered} entregues, {failed} com falha, {pending} pendentes',
  },
  showRecipients: {
    id: 'editionAdmin.notifications.showRecipients',
    defaultMessage: 'Ver e-mails cadastrados da notificação de {date}',
  },
  extra: {
    id: 'editionAdmin.notifications.extraCount',
    defaultMessage: '{count, plural, one {# e-mail adicional} other {# e-mails adicionais}}',
  },
  registered: {
    id: 'editionAdmin.notifications.registeredCount',
    defaultMessage: '{count} de {total} destinatários exibidos',
  },
});

/** The registered e-mails' popup. */
export const recipientMessages = defineMessages({
  title: { id: 'editionAdmin.notifications.recipients.title', defaultMessage: 'E-mails cadastrados' },
  open: { id: 'editionAdmin.notifications.recipients.open', defaultMessage: 'E-mails' },
  close: { id: 'editionAdmin.notifications.recipients.close', defaultMessage: 'Fechar' },
  extra: { id: 'editionAdmin.notifications.recipients.extra', defaultMessage: 'E-mails adicionais' },
  registered: {
    id: 'editionAdmin.notifications.recipients.registered',
    defaultMessage: 'Destinatários do grupo',
  },
  email: { id: 'editionAdmin.notifications.recipients.email', defaultMessage: 'E-mail' },
  name: { id: 'editionAdmin.notifications.recipients.name', defaultMessage: 'Nome' },
  status: { id: 'editionAdmin.notifications.recipients.status', defaultMessage: 'Situação' },
  error: { id: 'editionAdmin.notifications.recipients.error', defaultMessage: 'Erro' },
  none: { id: 'editionAdmin.notifications.recipients.none', defaultMessage: 'Nenhum destinatário.' },
  loading: { id: 'editionAdmin.notifications.recipients.loading', defaultMessage: 'Carregando…' },
  failedToLoad: {
    id: 'editionAdmin.notifications.recipients.failedToLoad',
    defaultMessage: 'Não foi possível carregar os destinatários.',
  },
  pending: { id: 'editionAdmin.notifications.recipient.pending', defaultMessage: 'Pendente' },
  delivered: { id: 'editionAdmin.notifications.recipient.delivered', defaultMessage: 'Entregue' },
  failed: { id: 'editionAdmin.notifications.recipient.failed', defaultMessage: 'Falhou' },
});
