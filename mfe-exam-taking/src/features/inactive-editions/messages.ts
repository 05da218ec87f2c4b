import { defineMessages, type NoMessageValues } from 'react-intl';

export const inactiveEditionsMessages = defineMessages<{
  empty: NoMessageValues;
  error: NoMessageValues;
  subscribedNo: NoMessageValues;
  subscribedYes: NoMessageValues;
  title: NoMessageValues;
}>({
  empty: { id: 'examTaking.inactiveEditions.empty', defaultMessage: 'Nenhuma edição inativa.' },
  error: {
    id: 'examTaking.inactiveEditions.error',
    defaultMessage: 'Não foi possível carregar as edições inativas.',
  },
  subscribedNo: { id: 'examTaking.inactiveEditions.subscribed.no', defaultMessage: 'Não realizada' },
  subscribedYes: { id: 'examTaking.inactiveEditions.subscribed.yes', defaultMessage: 'Inscrito' },
  title: { id: 'examTaking.inactiveEditions.title', defaultMessage: 'Edições inativas' },
});
