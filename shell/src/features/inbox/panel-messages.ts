import { defineMessages, type MessageValue } from 'react-intl';

/** The inbox panel's texts (its own chunk: the bell's are in InboxBell.tsx). */
export const panelMessages = defineMessages({
  title: { id: 'shell.inbox.title', defaultMessage: 'Notificações' },
  close: { id: 'shell.inbox.close', defaultMessage: 'Fechar notificações' },
  listLabel: { id: 'shell.inbox.listLabel', defaultMessage: 'Suas notificações' },
  unread: { id: 'shell.inbox.unread', defaultMessage: 'Não lida:' },
  at: { id: 'shell.inbox.at', defaultMessage: 'às' },
  markAll: { id: 'shell.inbox.markAll', defaultMessage: 'Marcar todas como lidas' },
  loadMore: { id: 'shell.inbox.loadMore', defaultMessage: 'Carregar mais' },
  empty: { id: 'shell.inbox.empty', defaultMessage: 'Você ainda não recebeu notificações.' },
  loadError: { id: 'shell.inbox.loadError', defaultMessage: 'Não foi possível carregar as notificações.' },
  retry: { id: 'shell.inbox.retry', defaultMessage: 'Tentar novamente' },
  markError: { id: 'shell.inbox.markError', defaultMessage: 'Não foi possível marcar como lida.' },
  settings: { id: 'shell.inbox.settings', defaultMessage: 'Preferências' },
  push: { id: 'shell.inbox.push', defaultMessage: 'Receber notificações neste dispositivo' },
  pushUnsupported: {
    id: 'shell.inbox.pushUnsupported',
    defaultMessage: 'Este navegador não recebe notificações. Elas continuam aparecendo aqui.',
  },
  pushUnavailable: {
    id: 'shell.inbox.pushUnavailable',
    defaultMessage: 'As notificações no dispositivo não estão disponíveis no momento.',
  },
  pushDenied: {
    id: 'shell.inbox.pushDenied',
    defaultMessage:
      'As notificações estão bloqueadas neste navegador. Para recebê-las, permita-as nas configurações do site.',
  },
  pushDismissed: {
    id: 'shell.inbox.pushDismissed',
    defaultMessage: 'A permissão não foi concedida. Tente de novo quando quiser.',
  },
  pushError: {
    id: 'shell.inbox.pushError',
    defaultMessage: 'Não foi possível alterar as notificações deste dispositivo.',
  },
  email: { id: 'shell.inbox.email', defaultMessage: 'Receber e-mails não essenciais' },
  emailHelp: {
    id: 'shell.inbox.emailHelp',
    defaultMessage: 'Os e-mails essenciais sobre suas inscrições e provas continuam chegando.',
  },
  emailError: { id: 'shell.inbox.emailError', defaultMessage: 'Não foi possível salvar a preferência.' },
});

/** The texts with values. */
export const panelValueMessages = defineMessages<{
  unreadSummary: { count: MessageValue };
  edition: { id: MessageValue };
}>({
  unreadSummary: {
    id: 'shell.inbox.unreadSummary',
    defaultMessage: '{count, plural, =0 {Nenhuma não lida} one {# não lida} other {# não lidas}}',
  },
  edition: { id: 'shell.inbox.edition', defaultMessage: 'Edição {id}' },
});
