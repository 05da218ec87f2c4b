import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const activeEditionsMessages = defineMessages<{
  actionEditRegistration: NoMessageValues;
  actionSubscribe: NoMessageValues;
  empty: NoMessageValues;
  error: NoMessageValues;
  reasonClosed: NoMessageValues;
  reasonNotYetOpen: { date: MessageValue };
  title: NoMessageValues;
}>({
  actionEditRegistration: {
    id: 'examTaking.activeEditions.action.editRegistration',
    defaultMessage: 'Editar inscrição',
  },
  actionSubscribe: { id: 'examTaking.activeEditions.action.subscribe', defaultMessage: 'Inscrever-se' },
  empty: { id: 'examTaking.activeEditions.empty', defaultMessage: 'Nenhuma edição ativa no momento.' },
  error: {
    id: 'examTaking.activeEditions.error',
    defaultMessage: 'Não foi possível carregar as edições ativas.',
  },
  reasonClosed: { id: 'examTaking.activeEditions.reason.closed', defaultMessage: 'Inscrições encerradas' },
  reasonNotYetOpen: {
    id: 'examTaking.activeEditions.reason.notYetOpen',
    defaultMessage: 'Inscrições a partir de {date}',
  },
  title: { id: 'examTaking.activeEditions.title', defaultMessage: 'Edições ativas' },
});
